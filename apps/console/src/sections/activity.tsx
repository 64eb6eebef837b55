import { descriptors } from '../lists/descriptors/activity'
import { makeupPages } from '../makeup'
import type { SectionPages } from './section-page'

/** Pages of /activity: the lists and the make-up attendance pages. */
export const pages: SectionPages = { ...descriptors, ...makeupPages }
