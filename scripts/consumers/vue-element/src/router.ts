import { createApiClient } from '@gdzyz/api-client'
import {
  authApiFromClient,
  createAuth,
  createSessionStore,
  decideNavigation,
  filterRoutes,
  type NavigationEnv,
} from '@gdzyz/auth'
import { ElMessageBox } from 'element-plus'
import { createRouter, createWebHistory, type RouteRecordRaw } from 'vue-router'

declare module 'vue-router' {
  interface RouteMeta {
    permission?: string
    public?: boolean
    title?: string
  }
}

export const session = createSessionStore()
const client = createApiClient({ getToken: () => session.getState().token })
export const auth = createAuth({ api: authApiFromClient(client), session })

// The app has its own login page at /login, in production as well (independent of the build mode).
const env: NavigationEnv = { signedOut: 'login' }

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

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/login', component: () => import('./pages/login-page.vue'), meta: { public: true } },
    {
      path: '/register',
      component: () => import('./pages/register-page.vue'),
      meta: { public: true },
    },
    { path: '/', component: () => import('./pages/layout-page.vue'), children: screens },
  ],
})

router.beforeEach(async (to) => {
  if (to.meta.public && to.path !== '/login') return true
  let decision = decideNavigation(session.getState(), to.fullPath, env)
  if (decision.type === 'bootstrap') {
    await auth.bootstrap() // profile, permissions and menu; failures are logged, never thrown
    decision = decideNavigation(session.getState(), to.fullPath, env)
  }
  switch (decision.type) {
    case 'allow':
      return true
    case 'redirect':
      if (decision.dialog) void ElMessageBox.alert(decision.dialog.message, decision.dialog.title)
      return decision.to
    case 'external':
      window.location.assign(decision.href)
      return false
    case 'bootstrap':
      return false
  }
})

// The menu: only the screens the signed-in user's codes allow.
export const visibleScreens = () => filterRoutes(screens, session.getState().codes)
