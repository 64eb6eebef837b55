/**
 * The pending-audit counters of `auditStatic` and the resource each one counts: the rows with
 * status 0 (待审核) of that list. `missionAudit` counts the real-time make-up batches waiting for review.
 */
export const AUDIT_COUNTERS = [
  { key: 'registAudit', resource: 'regist_audit' },
  { key: 'userDistrictAudit', resource: 'organization_apply' },
  { key: 'userAppeal', resource: 'volunteer_password_appeal' },
  { key: 'orgAudit', resource: 'group_belonging_organization_appeal' },
  { key: 'adminAppeal', resource: 'admin_password_appeal' },
  { key: 'missionAudit', resource: 'mission_supp_audit_realtime' },
] as const
