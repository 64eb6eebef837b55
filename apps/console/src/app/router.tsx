import { Center, Spinner } from '@chakra-ui/react'
import { type AppRoute, isExternalLink, SPECIAL_PERMISSIONS } from '@gdzyz/auth'
import { AuthGuard } from '@gdzyz/auth/react'
import { Navigate, type RouteObject } from 'react-router'
import type { ListSpec } from '../lists/column-sets'
import { DashboardPage } from '../pages/dashboard-page'
import { ExternalSitePage } from '../pages/external-site-page'
import { IframePage } from '../pages/iframe-page'
import { NotFoundPage } from '../pages/not-found-page'
import { RedirectPage } from '../pages/redirect-page'
import { UnspecifiedPage } from '../pages/unspecified-page'
import { asyncRoutes } from '../routes/table'
import { sectionLoaders } from '../sections/loaders'
import type { PageComponent } from '../sections/section-page'
import { RoutePage, SectionIndex } from './route-page'
import { ShellLayout } from './shell-layout'

/** Production sends signed-out users to the site root; development has /login. */
export const NAVIGATION_ENV = {
  mode: import.meta.env.PROD ? 'production' : 'development',
  siteRoot: '/',
} as const

const loading = (
  <Center h="100vh" role="status">
    <Spinner size="lg" color="brand.solid" />
  </Center>
)

function isSpecial(route: AppRoute): boolean {
  const code = route.meta?.permission
  return code !== undefined && Object.hasOwn(SPECIAL_PERMISSIONS, code)
}

function pageRoute(section: AppRoute, route: AppRoute): RouteObject {
  const render = (page: PageComponent | ListSpec) => (
    <RoutePage section={section} route={route} page={page} />
  )
  if (isSpecial(route)) return { path: route.path, element: render(ExternalSitePage) }
  const load = sectionLoaders[section.path]
  return {
    path: route.path,
    lazy: async () => {
      const pages = load ? (await load()).pages : {}
      return { element: render(pages[route.path] ?? UnspecifiedPage) }
    },
  }
}

function sectionRoute(section: AppRoute): RouteObject {
  const children = (section.children ?? []).filter((child) => !isExternalLink(child.path))
  return {
    path: section.path.slice(1),
    children: [
      { index: true, element: <SectionIndex path={section.path} /> },
      ...children.map((child) => pageRoute(section, child)),
    ],
  }
}

/** The router's route objects, built from the route table (SPEC section 2). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      element: <AuthGuard env={NAVIGATION_ENV} fallback={loading} />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('../login/login-page')).LoginPage }),
        },
      ],
    },
    {
      path: '/',
      element: (
        <AuthGuard env={NAVIGATION_ENV} fallback={loading}>
          <ShellLayout />
        </AuthGuard>
      ),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'redirect/*', element: <RedirectPage /> },
        { path: 'error/404', element: <NotFoundPage /> },
        { path: 'iframe/index', element: <IframePage /> },
        ...asyncRoutes.map(sectionRoute),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]
}
