import { missionAudit, missions, people, records } from '../lists/column-sets'
import { makeupPages } from '../makeup'
import { lists, type SectionPages } from './section-page'

/** Pages of /activity. */
export const pages: SectionPages = {
  ...lists({ ...missions, resource: 'mission' }, ['mission_query', 'mission_query_more']),
  ...lists(missionAudit, [
    'mission_overlength_audit',
    'mission_supp_audit_realtime',
    'mission_supp_audit_his',
  ]),
  ...lists(records, ['receive_comments']),
  ...lists({ ...people, resource: 'attendance' }, [
    'supplement_list',
    'attendance_volunteer',
    'mission_service_log_list',
  ]),
  invite_hire: { ...people, resource: 'mission_participant' },
  ...lists(people, ['mission_auto_attend_list']),
  // Issue 9 (make-up attendance) pages; listed last so they replace the generic lists above.
  ...makeupPages,
}
