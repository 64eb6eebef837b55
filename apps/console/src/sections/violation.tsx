import { people } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /violation. */
export const pages: SectionPages = {
  ...lists(people, ['batch_hand_violation_time']),
}
