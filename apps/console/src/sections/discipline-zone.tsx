import { descriptors } from '../lists/descriptors/discipline-zone'
import type { SectionPages } from './section-page'

/** Pages of /discipline-zone. */
export const pages: SectionPages = descriptors
