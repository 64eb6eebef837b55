import { appConfig } from '../../runtime-config/app-config'
import { externalPage, group, page } from '../define'

export const westPlan = group(
  '/westPlan',
  ['西部计划', '西部計劃'],
  { permission: 'west_plan_model', icon: 'west-plan' },
  [
    externalPage(() => appConfig().westPlanUrl, ['西部计划授权', '西部計劃授權'], {
      permission: 'wp_home',
    }),
  ],
)

export const otherModel = group(
  '/other_model',
  ['其他', '其他'],
  { permission: 'other_model', icon: 'link' },
  [externalPage(() => appConfig().demoSearchUrl, ['演示搜索', '演示搜索'])],
)

/** Sections whose only page opens an external site with the login token (special permissions). */
export const hszh = group(
  '/hszh_management',
  ['红十字会', '紅十字會'],
  { permission: 'hszh_management', icon: 'red-cross' },
  [page('index', ['红十字会志愿服务', '紅十字會志願服務'], { permission: 'hszh_indexview' })],
)

export const sjj = group(
  '/sjj_management',
  ['食品安全', '食品安全'],
  { permission: 'sjj_management', icon: 'food-safety' },
  [page('index', ['食品安全志愿服务', '食品安全志願服務'], { permission: 'sjj_indexview' })],
)

export const xfaq = group(
  '/xfaq_management',
  ['消防安全', '消防安全'],
  { permission: 'xfaq_management', icon: 'fire-safety' },
  [page('index', ['消防安全志愿服务', '消防安全志願服務'], { permission: 'xfaq_indexview' })],
)
