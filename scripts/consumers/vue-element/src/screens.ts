import { filterRoutes } from '@gdzyz/auth'
import type { RouteRecordRaw } from 'vue-router'
import { session } from './session'

export const screens: RouteRecordRaw[] = [
  {
    path: 'volunteers',
    component: () => import('./pages/volunteers-page.vue'),
    meta: { permission: 'search_user', title: '志愿者查询' },
  },
  {
    path: 'audit',
    component: () => import('./pages/audit-page.vue'),
    meta: { permission: 'regist_audit', title: '实名制校验' },
  },
]

// The menu: only the screens the signed-in user's codes allow.
export const visibleScreens = () => filterRoutes(screens, session.getState().codes)
