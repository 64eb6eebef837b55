import { descriptors } from '../lists/descriptors/organization'
import type { SectionPages } from './section-page'

/** Pages of /organization. */
export const pages: SectionPages = descriptors
