import { type AppRoute, isExternalLink, SPECIAL_PERMISSIONS } from '@gdzyz/auth'
import { AuthGuard, type BootstrapErrorProps } from '@gdzyz/auth/react'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { loadPageMessages } from '../i18n/setup'
import { asyncRoutes } from '../routes/table'
import { sectionLoaders } from '../sections/loaders'
import type { SectionPages } from '../sections/section-page'
import type { LazyQueries } from './lazy-queries'
import { NAVIGATION_ENV } from './navigation-env'
import { ShellLayout } from './shell-layout'
import { StartupLoading } from './startup-loading'

const loading = <StartupLoading />
// Rare, so outside the first load.
const BootstrapFailed = lazy(() =>
  Promise.all([import('./bootstrap-failed'), loadPageMessages()]).then(([m]) => ({
    default: m.BootstrapFailed,
  })),
)
const bootstrapError = (props: BootstrapErrorProps) => (
  <Suspense fallback={loading}>
    <BootstrapFailed {...props} />
  </Suspense>
)

function isSpecial(route: AppRoute): boolean {
  const code = route.meta?.permission
  return code !== undefined && Object.hasOwn(SPECIAL_PERMISSIONS, code)
}

/** A lazy route's element, given the app's query client (loaded alongside the page). */
type LazyRoute = () => Promise<{ element: ReactNode }>
type Scoped = (element: () => Promise<ReactNode>) => LazyRoute

const page =
  (load: () => Promise<ComponentType>): (() => Promise<ReactNode>) =>
  async () => {
    const [Page] = await Promise.all([load(), loadPageMessages()])
    return <Page />
  }

/**
 * Every page is a lazy route (its own chunk, loaded with its section), as is TanStack Query:
 * the entry holds only the shell, so the first load stays within its budget
 * (docs/performance.md).
 */
const pages = {
  dashboard: page(() => import('../pages/dashboard-page').then((m) => m.DashboardPage)),
  notFound: page(() => import('../pages/not-found-page').then((m) => m.NotFoundPage)),
  redirect: page(() => import('../pages/redirect-page').then((m) => m.RedirectPage)),
  iframe: page(() => import('../pages/iframe-page').then((m) => m.IframePage)),
  login: page(() => import('../login/login-page').then((m) => m.LoginPage)),
}

const NO_PAGES: SectionPages = {}

function pageRoute(section: AppRoute, route: AppRoute, scoped: Scoped): RouteObject {
  const load = sectionLoaders[section.path]
  const special = isSpecial(route)
  return {
    path: route.path,
    lazy: scoped(async () => {
      const [{ RoutePage }, { NotFoundPage }, { ExternalSitePage }, sectionPages] =
        await Promise.all([
          import('./route-page'),
          import('../pages/not-found-page'),
          special ? import('../pages/external-site-page') : { ExternalSitePage: null },
          load && !special ? load().then((m) => m.pages) : NO_PAGES,
          loadPageMessages(),
        ])
      const page = ExternalSitePage ?? sectionPages[route.path] ?? NotFoundPage
      return <RoutePage section={section} route={route} page={page} />
    }),
  }
}

function sectionRoute(section: AppRoute, scoped: Scoped): RouteObject {
  const children = (section.children ?? []).filter((child) => !isExternalLink(child.path))
  return {
    path: section.path.slice(1),
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ SectionIndex }] = await Promise.all([import('./route-page'), loadPageMessages()])
          return { element: <SectionIndex path={section.path} /> }
        },
      },
      ...children.map((child) => pageRoute(section, child, scoped)),
    ],
  }
}

/** The router's route objects, built from the route table (SPEC section 2). */
export function createAppRoutes(queries: LazyQueries): RouteObject[] {
  const scoped: Scoped = (element) => async () => {
    const [{ client, QueryScope }, content] = await Promise.all([queries.load(), element()])
    return { element: <QueryScope client={client}>{content}</QueryScope> }
  }
  return [
    {
      path: '/login',
      // Shown until the first route's lazy code has loaded (the router renders nothing then).
      hydrateFallbackElement: loading,
      element: <AuthGuard env={NAVIGATION_ENV} fallback={loading} />,
      children: [{ index: true, lazy: async () => ({ element: await pages.login() }) }],
    },
    {
      path: '/',
      hydrateFallbackElement: loading,
      element: (
        <AuthGuard env={NAVIGATION_ENV} fallback={loading} bootstrapError={bootstrapError}>
          <ShellLayout />
        </AuthGuard>
      ),
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'dashboard', lazy: scoped(pages.dashboard) },
        { path: 'redirect/*', lazy: async () => ({ element: await pages.redirect() }) },
        { path: 'error/404', lazy: scoped(pages.notFound) },
        { path: 'iframe/index', lazy: scoped(pages.iframe) },
        ...asyncRoutes.map((section) => sectionRoute(section, scoped)),
        { path: '*', lazy: scoped(pages.notFound) },
      ],
    },
  ]
}
