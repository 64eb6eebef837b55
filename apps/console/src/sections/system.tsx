import { descriptors } from '../lists/descriptors/system'
import type { SectionPages } from './section-page'

/** Pages of /system. */
export const pages: SectionPages = descriptors
