import { descriptors } from '../lists/descriptors/volunteer-card'
import type { SectionPages } from './section-page'

/** Pages of /volunteerCard. */
export const pages: SectionPages = descriptors
