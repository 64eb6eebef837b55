import { descriptors } from '../lists/descriptors/contest-model'
import type { SectionPages } from './section-page'

/** Pages of /contest_model. */
export const pages: SectionPages = descriptors
