import { type AppRoute, isExternalLink } from '@gdzyz/auth'
import { useSession } from '@gdzyz/auth/react'
import { useLocale } from '@gdzyz/ui-shell'
import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router'
import { AuditListScreen } from '../audit/audit-list-screen'
import { isFormDescriptor } from '../forms/descriptor'
import { ListScreen } from '../lists/list-screen'
import { ExternalGroupPage } from '../pages/external-group-page'
import { ForbiddenPage } from '../pages/forbidden-page'
import type { SectionPage } from '../sections/section-page'
import { usePermittedRoutes } from './shell-layout'

// Forms (react-hook-form, the controls) load with the first form page, not with every list.
const FormScreen = lazy(() =>
  import('../forms/form-screen').then((m) => ({ default: m.FormScreen })),
)

interface RoutePageProps {
  section: AppRoute
  route: AppRoute
  page: SectionPage
}

/** A gated page: 403 unless the user holds the section's and the page's codes. */
export function RoutePage({ section, route, page }: RoutePageProps) {
  const { codes } = useSession()
  const locale = useLocale()
  const needed = [section.meta?.permission, route.meta?.permission]
  const allowed = needed.every((code) => !code || code === '*' || codes.has(code))
  if (!allowed) return <ForbiddenPage />
  const title = route.meta?.title[locale] ?? route.path
  if (typeof page === 'function') {
    const Page = page
    return <Page resource={route.path} title={title} />
  }
  if (isFormDescriptor(page))
    return (
      <Suspense fallback={null}>
        <FormScreen key={route.path} descriptor={page} title={title} />
      </Suspense>
    )
  if (page.audit) return <AuditListScreen key={route.path} descriptor={page} title={title} />
  return <ListScreen key={route.path} descriptor={page} title={title} />
}

/**
 * A section's own path: its first permitted child (computed by filterRoutes); the links of a
 * section whose only children are external links; 403 when the user may open none of it.
 */
export function SectionIndex({ path }: { path: string }) {
  const section = usePermittedRoutes().find((route) => route.path === path)
  const target = section?.redirect
  if (!section || !target) return <ForbiddenPage />
  if (isExternalLink(target)) return <ExternalGroupPage section={section} />
  return <Navigate to={target} replace />
}
