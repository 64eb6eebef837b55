import { CardImportPage } from '../card-import/import-page'
import { registerContentForms } from '../content/register'
import { bankBranchForms, branchActions } from '../content/resource-forms'
import { descriptors } from '../lists/descriptors/volunteer-card'
import type { SectionPages } from './section-page'

registerContentForms()

/** Pages of /volunteerCard: the lists, the bank branch forms and 批量导入制证. */
export const pages: SectionPages = {
  ...descriptors,
  ...(descriptors.bank_baranch
    ? { bank_baranch: { ...descriptors.bank_baranch, actions: branchActions } }
    : {}),
  ...bankBranchForms,
  batch_import_card: CardImportPage,
}
