import { descriptors } from '../lists/descriptors/data-handle-model'
import type { SectionPages } from './section-page'

/** Pages of /data_handle_model. */
export const pages: SectionPages = descriptors
