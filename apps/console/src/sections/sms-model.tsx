import { descriptors } from '../lists/descriptors/sms-model'
import type { SectionPages } from './section-page'

/** Pages of /sms_model. */
export const pages: SectionPages = descriptors
