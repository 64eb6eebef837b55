import { registerContentForms } from '../content/register'
import { bankBranchForms, branchActions } from '../content/resource-forms'
import { descriptors } from '../lists/descriptors/volunteer-card'
import type { SectionPages } from './section-page'

registerContentForms()

/** Pages of /volunteerCard. */
export const pages: SectionPages = {
  ...descriptors,
  ...(descriptors.bank_baranch
    ? { bank_baranch: { ...descriptors.bank_baranch, actions: branchActions } }
    : {}),
  ...bankBranchForms,
}
