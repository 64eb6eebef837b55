import { people, personAudit } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /personnel. */
export const pages: SectionPages = {
  ...lists(personAudit, ['regist_audit', 'organization_apply']),
  retrieve_password_appeal: { ...personAudit, resource: 'volunteer_password_appeal' },
  ...lists(people, ['volunteer_query']),
}
