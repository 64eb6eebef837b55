import { descriptors } from '../lists/descriptors/violation'
import type { SectionPages } from './section-page'

/** Pages of /violation. */
export const pages: SectionPages = descriptors
