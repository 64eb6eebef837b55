import { content, missionAudit, missions, records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /contest_model. */
export const pages: SectionPages = {
  ...lists(missionAudit, [
    'project_contest_audit',
    'special_contest_audit',
    'demonstration_org_audit',
    'venture_contest_audit',
    'venture_project_audit',
  ]),
  ...lists(missions, [
    'project_contest_my_mission_list',
    'special_contest_my_mission_list',
    'demonstration_org_my_mission_list',
    'venture_contest_my_mission_list',
    'venture_project_my_mission_list',
    'project_allocation',
  ]),
  ...lists(records, ['contest_mission_statistics']),
  ...lists(content, ['mission_training_list']),
}
