import { content, records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /system. */
export const pages: SectionPages = {
  ...lists(content, ['role']),
  ...lists(records, ['sms_verification']),
}
