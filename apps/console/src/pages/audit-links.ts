import { ROUTE_INDEX } from '../app/route-index'

/**
 * The audit pages of the menus and the resource each one lists: the dashboard counts the pending
 * records (status 0) of that resource and links to the page filtered to 待审核. A test keeps
 * this list equal to the visible pages whose descriptor decides audits.
 */
export const AUDIT_PAGES = [
  ['/personnel/regist_audit', 'regist_audit'],
  ['/personnel/organization_apply', 'organization_apply'],
  ['/personnel/retrieve_password_appeal', 'volunteer_password_appeal'],
  ['/organization/group_belonging_organization_appeal', 'group_belonging_organization_appeal'],
  [
    '/organization/organization_belonging_organization_appeal',
    'organization_belonging_organization_appeal',
  ],
  ['/organization/organization_civil_affairs_appeal', 'organization_civil_affairs_appeal'],
  ['/organization/tuanwei_appeal', 'tuanwei_appeal'],
  ['/organization/organize_affiliated_audit', 'organize_affiliated_audit'],
  ['/organization/belonging_organization_change_appeal', 'belonging_organization_change_appeal'],
  ['/organization/keep_record_change_appeal', 'keep_record_change_appeal'],
  ['/organization/retrieve_password_appeal', 'admin_password_appeal'],
  ['/activity/mission_overlength_audit', 'mission_overlength_audit'],
  ['/activity/mission_supp_audit_realtime', 'mission_supp_audit_realtime'],
  ['/activity/mission_supp_audit_his', 'mission_supp_audit_his'],
  ['/complaint_model/complaint_list', 'complaint_list'],
  ['/complaint_model/publicity_feedback', 'publicity_feedback'],
  ['/contest_model/project_contest_audit', 'project_contest_audit'],
  ['/contest_model/special_contest_audit', 'special_contest_audit'],
  ['/contest_model/demonstration_org_audit', 'demonstration_org_audit'],
  ['/contest_model/venture_contest_audit', 'venture_contest_audit'],
  ['/contest_model/venture_project_audit', 'venture_project_audit'],
] as const

export interface AuditLink {
  path: string
  resource: string
  /** The page opened on 待审核. */
  to: string
}

/** The audit pages the user may open (section and page codes held), with their links. */
export function permittedAuditLinks(codes: ReadonlySet<string>): AuditLink[] {
  return AUDIT_PAGES.filter(([path]) => {
    const needed = ROUTE_INDEX.get(path)?.codes
    return needed?.every((code) => codes.has(code)) === true
  }).map(([path, resource]) => ({ path, resource, to: `${path}?status=0` }))
}
