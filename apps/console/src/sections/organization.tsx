import { organizationForms } from '../forms/descriptors/organization'
import { descriptors } from '../lists/descriptors/organization'
import { OrgTreePage } from '../org-tree/org-tree-page'
import type { SectionPages } from './section-page'

/** Pages of /organization: the lists, the forms and 组织树. */
export const pages: SectionPages = {
  ...descriptors,
  ...organizationForms,
  organization_tree: OrgTreePage,
}
