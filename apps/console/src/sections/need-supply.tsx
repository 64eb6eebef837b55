import { content, missions, records } from '../lists/column-sets'
import { lists, type SectionPages } from './section-page'

/** Pages of /need_supply_management. */
export const pages: SectionPages = {
  ...lists(content, ['point_regulation', 'banner_list']),
  ...lists(records, ['point_stat']),
  ...lists(missions, [
    'need_management',
    'supply_list_management',
    'pair_supply_management',
    'pair_demand_management',
    'init_demand_list_management',
  ]),
}
