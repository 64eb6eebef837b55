import { filterRoutes, type NavigationEnv } from '@gdzyz/auth'
import { AuthGuard, useSession } from '@gdzyz/auth/react'
import { Link, Navigate, type RouteObject } from 'react-router'
import { FormsPage } from './forms-page'

type AppRouteObject = Omit<RouteObject, 'children'> & {
  meta?: { permission?: string; title?: string }
  children?: AppRouteObject[]
}

// The app has its own login page at /login, in production as well (independent of the build mode).
const env: NavigationEnv = { signedOut: 'login' }

export const screens: AppRouteObject[] = [
  {
    path: 'volunteers',
    element: <h1>志愿者查询</h1>,
    meta: { permission: 'search_user', title: '志愿者查询' },
  },
  {
    path: 'audit',
    element: <h1>实名制校验</h1>,
    meta: { permission: 'regist_audit', title: '实名制校验' },
  },
]

function Menu() {
  const { codes } = useSession()
  return (
    <nav>
      {filterRoutes(screens, codes).map((screen) => (
        <Link key={screen.path} to={`/${screen.path}`}>
          {screen.meta?.title}
        </Link>
      ))}
    </nav>
  )
}

export const routes: RouteObject[] = [
  { path: '/forms', element: <FormsPage /> },
  {
    path: '/login',
    element: (
      <AuthGuard env={env}>
        <h1>登录</h1>
      </AuthGuard>
    ),
  },
  {
    element: <AuthGuard env={env} fallback={<p>加载中…</p>} />,
    children: [
      { path: '/', element: <Navigate to="/volunteers" replace /> },
      { element: <Menu />, children: screens as RouteObject[] },
    ],
  },
]
