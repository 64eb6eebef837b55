import { organizations, people } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /volunteerCard. */
export const pages: SectionPages = {
  ...lists(people, ['clothe_query', 'registration_record_query', 'donation_detail']),
  ...lists(organizations, ['bank_baranch']),
}
