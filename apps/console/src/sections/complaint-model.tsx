import { missionAudit } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /complaint_model. */
export const pages: SectionPages = {
  ...lists(missionAudit, ['complaint_list', 'publicity_feedback']),
}
