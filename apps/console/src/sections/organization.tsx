import { admins, orgAudit, organizations, personAudit } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /organization. */
export const pages: SectionPages = {
  ...lists(orgAudit, [
    'group_belonging_organization_appeal',
    'organization_belonging_organization_appeal',
    'organization_civil_affairs_appeal',
    'tuanwei_appeal',
    'organize_affiliated_audit',
    'belonging_organization_change_appeal',
    'keep_record_change_appeal',
  ]),
  ...lists({ ...admins, resource: 'admin' }, ['admin_operator_settings', 'permission_transfer']),
  organization_tree: { ...organizations, resource: 'organization' },
  retrieve_password_appeal: { ...personAudit, resource: 'admin_password_appeal' },
}
