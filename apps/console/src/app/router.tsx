import { Center, Spinner } from '@chakra-ui/react'
import { type AppRoute, isExternalLink, SPECIAL_PERMISSIONS } from '@gdzyz/auth'
import { AuthGuard } from '@gdzyz/auth/react'
import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { asyncRoutes } from '../routes/table'
import { sectionLoaders } from '../sections/loaders'
import type { SectionPages } from '../sections/section-page'
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

/**
 * Every page is a lazy route (its own chunk, loaded with its section): the entry holds only
 * the shell, so the first load stays within its budget (docs/performance.md).
 */
const pages = {
  dashboard: () => import('../pages/dashboard-page').then((m) => m.DashboardPage),
  notFound: () => import('../pages/not-found-page').then((m) => m.NotFoundPage),
  redirect: () => import('../pages/redirect-page').then((m) => m.RedirectPage),
  iframe: () => import('../pages/iframe-page').then((m) => m.IframePage),
}
const lazyPage = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
})

const NO_PAGES: SectionPages = {}

function pageRoute(section: AppRoute, route: AppRoute): RouteObject {
  const load = sectionLoaders[section.path]
  return {
    path: route.path,
    lazy: async () => {
      const [{ RoutePage }, { UnspecifiedPage }, { ExternalSitePage }, sectionPages] =
        await Promise.all([
          import('./route-page'),
          import('../pages/unspecified-page'),
          isSpecial(route) ? import('../pages/external-site-page') : { ExternalSitePage: null },
          load && !isSpecial(route) ? load().then((m) => m.pages) : NO_PAGES,
        ])
      const page = ExternalSitePage ?? sectionPages[route.path] ?? UnspecifiedPage
      return { element: <RoutePage section={section} route={route} page={page} /> }
    },
  }
}

function sectionRoute(section: AppRoute): RouteObject {
  const children = (section.children ?? []).filter((child) => !isExternalLink(child.path))
  return {
    path: section.path.slice(1),
    children: [
      {
        index: true,
        lazy: async () => {
          const { SectionIndex } = await import('./route-page')
          return { element: <SectionIndex path={section.path} /> }
        },
      },
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
          lazy: lazyPage(() => import('../login/login-page').then((m) => m.LoginPage)),
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
        { path: 'dashboard', lazy: lazyPage(pages.dashboard) },
        { path: 'redirect/*', lazy: lazyPage(pages.redirect) },
        { path: 'error/404', lazy: lazyPage(pages.notFound) },
        { path: 'iframe/index', lazy: lazyPage(pages.iframe) },
        ...asyncRoutes.map(sectionRoute),
        { path: '*', lazy: lazyPage(pages.notFound) },
      ],
    },
  ]
}
