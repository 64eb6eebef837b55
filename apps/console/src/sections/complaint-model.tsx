import { descriptors } from '../lists/descriptors/complaint-model'
import type { SectionPages } from './section-page'

/** Pages of /complaint_model. */
export const pages: SectionPages = descriptors
