import type { ListAction } from '../lists/descriptor'

const edit = (to: string): ListAction => ({
  kind: 'link',
  scope: 'row',
  label: 'content.actions.edit',
  to,
})
const remove: ListAction = {
  kind: 'delete',
  label: 'content.actions.delete',
  confirm: 'content.actions.confirmDelete',
}
const add = (label: string, to: string): ListAction => ({ kind: 'link', scope: 'page', label, to })

/** Toolbar and row actions of the /website lists. */
export const websiteActions: Readonly<Record<string, readonly ListAction[]>> = {
  announcement: [
    add('content.actions.addAnnouncement', '/website/announcement_add'),
    edit('/website/announcement_edit'),
    remove,
  ],
  information: [
    add('content.actions.addArticle', '/website/information_add'),
    {
      kind: 'link',
      scope: 'row',
      label: 'content.actions.viewArticle',
      to: '/website/information_view',
    },
    edit('/website/information_edit'),
    remove,
  ],
  policies_regulations: [
    add('content.actions.addPolicy', '/website/policies_regulations_add'),
    edit('/website/policies_regulations_edit'),
    remove,
  ],
  banner: [
    add('content.actions.addBanner', '/website/banner_add'),
    edit('/website/banner_edit'),
    remove,
  ],
  version_update: [add('content.actions.addVersion', '/website/version_update_add'), remove],
  activity_label: [
    {
      kind: 'action',
      label: 'content.actions.rename',
      action: 'activity_label_rename',
      fields: [
        { field: 'title', label: 'content.fields.labelName', required: true, maxLength: 10 },
      ],
    },
    {
      kind: 'delete',
      label: 'content.actions.delete',
      confirm: 'content.actions.confirmDeleteLabel',
    },
  ],
}
