import { decideNavigation, type NavigationEnv } from '@gdzyz/auth'
import { ElMessageBox } from 'element-plus'
import { createRouter, createWebHistory } from 'vue-router'
import { screens } from './screens'
import { auth, session } from './session'

declare module 'vue-router' {
  interface RouteMeta {
    permission?: string
    public?: boolean
    title?: string
  }
}

// The app has its own login page at /login, in production as well (independent of the build mode).
const env: NavigationEnv = { signedOut: 'login' }

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
