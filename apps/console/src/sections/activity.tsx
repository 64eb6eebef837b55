import { missionAudit, missions, people, records } from '../lists/column-sets'
import { makeupPages } from '../makeup'
import { lists, type SectionPages } from './section-page'

/** Pages of /activity. */
export const pages: SectionPages = {
  ...lists(missions, [
    'mission_query',
    'mission_active_realtime',
    'mission_active_his',
    'mission_query_more',
  ]),
  ...lists(missionAudit, [
    'mission_overlength_audit',
    'mission_supp_audit_realtime',
    'mission_supp_audit_his',
  ]),
  ...lists(records, ['receive_comments']),
  ...lists(people, [
    'supplement_list',
    'attendance_volunteer',
    'supplement_add',
    'invite_hire',
    'mission_service_log_list',
    'mission_auto_attend_list',
  ]),
  // Issue 9 (make-up attendance) pages; listed last so they replace the generic lists above.
  ...makeupPages,
}
