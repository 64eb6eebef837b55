import { descriptors } from '../lists/descriptors/statistical'
import type { SectionPages } from './section-page'

/** Pages of /statistical. */
export const pages: SectionPages = descriptors
