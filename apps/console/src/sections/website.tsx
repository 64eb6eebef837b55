import { content, records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /website. */
export const pages: SectionPages = {
  ...lists(content, [
    'announcement',
    'information',
    'policies_regulations',
    'banner',
    'version_update',
    'activity_label',
  ]),
  ...lists(records, ['user_log', 'volunteer_log']),
}
