import { registerContentForms } from '../content/register'
import { addResource, resourceActions } from '../content/resource-forms'
import { descriptors } from '../lists/descriptors/nwm-admin'
import type { SectionPages } from './section-page'

registerContentForms()

/** Pages of /nwm_admin. */
export const pages: SectionPages = {
  ...descriptors,
  ...(descriptors.nwm_resource_list
    ? { nwm_resource_list: { ...descriptors.nwm_resource_list, actions: resourceActions } }
    : {}),
  add_resource: addResource,
}
