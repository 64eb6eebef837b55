import { content } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /nwm_admin. */
export const pages: SectionPages = {
  ...lists(content, ['nwm_resource_list']),
}
