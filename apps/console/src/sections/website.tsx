import { ActivityLabelPage } from '../content/activity-label-page'
import { ArticleViewPage } from '../content/article-view-page'
import { registerContentForms } from '../content/register'
import { websiteActions } from '../content/website-actions'
import { websiteForms } from '../content/website-forms'
import { descriptors } from '../lists/descriptors/website'
import type { SectionPages } from './section-page'

registerContentForms()

const lists = Object.fromEntries(
  Object.entries(descriptors).map(([path, list]) => {
    const actions = websiteActions[path]
    return [path, actions ? { ...list, actions } : list]
  }),
)

/** Pages of /website. */
export const pages: SectionPages = {
  ...lists,
  ...websiteForms,
  information_view: ArticleViewPage,
  activity_label: ActivityLabelPage,
}
