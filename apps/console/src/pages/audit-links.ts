import { ROUTE_INDEX } from '../app/route-index'

/**
 * The pending-audit counters of `auditStatic` and the audit list each one counts (the demo
 * backend counts that list's status-0 rows). A counter links to its list filtered to 待审核.
 */
export const AUDIT_LINKS = [
  { key: 'registAudit', path: '/personnel/regist_audit' },
  { key: 'userDistrictAudit', path: '/personnel/organization_apply' },
  { key: 'userAppeal', path: '/personnel/retrieve_password_appeal' },
  { key: 'orgAudit', path: '/organization/group_belonging_organization_appeal' },
  { key: 'adminAppeal', path: '/organization/retrieve_password_appeal' },
  { key: 'missionAudit', path: '/activity/mission_supp_audit_realtime' },
] as const

export type AuditKey = (typeof AUDIT_LINKS)[number]['key']

/** The counters of the lists the user may open (section and page codes held), with their links. */
export function permittedAuditLinks(codes: ReadonlySet<string>): { key: AuditKey; to: string }[] {
  return AUDIT_LINKS.filter(({ path }) => {
    const needed = ROUTE_INDEX.get(path)?.codes
    return needed?.every((code) => codes.has(code)) === true
  }).map(({ key, path }) => ({ key, to: `${path}?status=0` }))
}
