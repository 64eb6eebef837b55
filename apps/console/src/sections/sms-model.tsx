import { records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /sms_model. */
export const pages: SectionPages = {
  ...lists(records, ['sms_list']),
}
