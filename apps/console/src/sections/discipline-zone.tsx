import { missions, organizations, people } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /discipline-zone. */
export const pages: SectionPages = {
  ...lists(organizations, ['organization_delete', 'organization_focus', 'organization_ban']),
  mission_export: { ...missions, resource: 'mission' },
  ...lists(people, ['idcard_blacklist', 'volunteer_focus', 'volunteer_ban']),
}
