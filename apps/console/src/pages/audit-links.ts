/** Pending-audit counters of `auditStatic` and the audit page each one opens (with its code). */
export const AUDIT_LINKS = [
  { key: 'registAudit', to: '/personnel/regist_audit', permission: 'regist_audit' },
  {
    key: 'userDistrictAudit',
    to: '/personnel/organization_apply',
    permission: 'user_district_audit',
  },
  { key: 'userAppeal', to: '/personnel/retrieve_password_appeal', permission: 'user_appeal' },
  {
    key: 'orgAudit',
    to: '/organization/group_belonging_organization_appeal',
    permission: 'org_audit',
  },
  { key: 'adminAppeal', to: '/organization/retrieve_password_appeal', permission: 'admin_appeal' },
  {
    key: 'missionAudit',
    to: '/activity/mission_supp_audit_realtime',
    permission: 'mission_active_realtime',
  },
] as const
