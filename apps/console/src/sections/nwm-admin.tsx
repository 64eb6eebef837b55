import { descriptors } from '../lists/descriptors/nwm-admin'
import type { SectionPages } from './section-page'

/** Pages of /nwm_admin. */
export const pages: SectionPages = descriptors
