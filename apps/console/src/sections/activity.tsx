import { descriptors } from '../lists/descriptors/activity'
import { makeupPages } from '../makeup'
import { missionPages } from '../missions'
import type { SectionPages } from './section-page'

/** Pages of /activity: the lists, the make-up attendance pages and the mission pages. */
export const pages: SectionPages = { ...descriptors, ...makeupPages, ...missionPages }
