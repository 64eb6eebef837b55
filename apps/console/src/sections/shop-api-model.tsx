import { records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /shop_api_model. */
export const pages: SectionPages = {
  ...lists(records, ['shop_list']),
}
