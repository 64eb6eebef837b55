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
  ...lists(admins, ['admin_operator_settings', 'permission_transfer']),
  ...lists(organizations, ['organization_tree']),
  ...lists(personAudit, ['retrieve_password_appeal']),
}
