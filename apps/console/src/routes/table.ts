import type { AppRoute } from '@gdzyz/auth'
import { hidden, page } from './define'
import { activity } from './sections/activity'
import { hszh, otherModel, sjj, westPlan, xfaq } from './sections/external'
import { organization, personalCenter, personnel } from './sections/personnel'
import {
  dataHandleModel,
  disciplineZone,
  needSupply,
  shopApiModel,
  system,
  violation,
} from './sections/system'
import { contestModel, volunteerCard } from './sections/volunteer-card'
import { complaintModel, nwmAdmin, smsModel, statistical, website } from './sections/website'

/** Always-available routes (SPEC section 2, "Always available routes"). */
export const constantRoutes: AppRoute[] = [
  hidden('/login', ['登录', '登入']),
  hidden('/redirect/*', ['重定向', '重定向']),
  { path: '/', redirect: '/dashboard' },
  page('/dashboard', ['首页', '首頁'], { icon: 'dashboard', affix: true }),
  hidden('/error/404', ['页面不存在', '頁面不存在']),
  page('/iframe/index', ['外部页面', '外部頁面'], { hidden: true, permission: '*', noCache: true }),
]

/** Permission-gated sections in sidebar order (SPEC section 2). */
export const asyncRoutes: AppRoute[] = [
  personnel,
  organization,
  personalCenter,
  activity,
  westPlan,
  website,
  nwmAdmin,
  statistical,
  smsModel,
  complaintModel,
  volunteerCard,
  contestModel,
  system,
  shopApiModel,
  dataHandleModel,
  violation,
  otherModel,
  hszh,
  sjj,
  xfaq,
  needSupply,
  disciplineZone,
]

/** The whole route table. */
export const routeTable: AppRoute[] = [...constantRoutes, ...asyncRoutes]
