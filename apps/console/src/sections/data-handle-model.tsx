import { people } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /data_handle_model. */
export const pages: SectionPages = {
  ...lists(people, ['users_handle_list']),
}
