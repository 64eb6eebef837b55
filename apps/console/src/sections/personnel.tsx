import { descriptors } from '../lists/descriptors/personnel'
import type { SectionPages } from './section-page'

/** Pages of /personnel. */
export const pages: SectionPages = descriptors
