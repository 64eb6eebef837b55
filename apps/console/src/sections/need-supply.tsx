import { descriptors } from '../lists/descriptors/need-supply'
import type { SectionPages } from './section-page'

/** Pages of /need_supply_management. */
export const pages: SectionPages = descriptors
