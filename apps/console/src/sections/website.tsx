import { ArticleViewPage } from '../content/article-view-page'
import { descriptors } from '../lists/descriptors/website'
import type { SectionPages } from './section-page'

/** Pages of /website. */
export const pages: SectionPages = {
  ...descriptors,
  information_view: ArticleViewPage,
}
