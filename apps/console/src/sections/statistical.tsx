import { BaseStatisticsPage } from '../statistics/base-statistics-page'
import { CardStatisticsPage } from '../statistics/card-statistics-page'
import { SelfHelpPage } from '../statistics/self-help-page'
import type { SectionPages } from './section-page'

/** Pages of /statistical: statistics with charts over the envelope-exempt statistics calls. */
export const pages: SectionPages = {
  base_statistical: BaseStatisticsPage,
  register_volunteer_statistical: CardStatisticsPage,
  self_help_data: SelfHelpPage,
}
