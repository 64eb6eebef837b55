import { records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /statistical. */
export const pages: SectionPages = {
  ...lists(records, ['base_statistical', 'register_volunteer_statistical', 'self_help_data']),
}
