import type { SpecialPermission } from '@gdzyz/auth'
import { filterRoutes, menuIdFor } from '@gdzyz/auth'
import { useBannedDialog, useLogout, useSession } from '@gdzyz/auth/react'
import {
  AnnouncementQueue,
  AppShell,
  BannedDialog,
  createSettingsStore,
  createTagsStore,
} from '@gdzyz/ui-shell'
import { createContext, useCallback, useContext, useMemo } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { ANNOUNCEMENT_LINKS, HELP_URL } from '../config'
import { routeTable } from '../routes/table'
import { useApi } from './api-context'
import { ROUTE_INDEX } from './route-index'
import { useAnnouncements } from './use-announcements'

const SHELL_ROUTES = routeTable.filter(
  (route) => route.meta && !['/login', '/redirect/*'].includes(route.path),
)
const dashboard = ROUTE_INDEX.get('/dashboard')?.route
const tagsStore = createTagsStore({
  homePath: '/dashboard',
  affix: dashboard?.meta
    ? [{ path: '/dashboard', fullPath: '/dashboard', title: dashboard.meta.title }]
    : [],
})
const settingsStore = createSettingsStore()

/** The routes of the signed-in user (filtered by permission), for section redirects. */
export const PermittedRoutes = createContext<typeof SHELL_ROUTES>([])
export const usePermittedRoutes = () => useContext(PermittedRoutes)

/** Where logout lands: the site root in production, the app root (then /login) in development. */
function leaveAfterLogout(to: string, navigate: (to: string) => void) {
  if (import.meta.env.PROD) window.location.assign(to)
  else navigate('/')
}

export function ShellLayout() {
  const api = useApi()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { logout } = useLogout()
  const banned = useBannedDialog()
  const routes = useMemo(() => filterRoutes(SHELL_ROUTES, session.codes), [session.codes])

  const page = ROUTE_INDEX.get(location.pathname)
  const menuId = menuIdFor(page?.route.meta?.permission, session.menu)
  const announcements = useAnnouncements(api, location.pathname, menuId)

  const onLogout = useCallback(async () => {
    const result = await logout()
    leaveAfterLogout(result.redirectTo ?? '/', navigate)
  }, [logout, navigate])
  const onOpenSpecial = useCallback(
    // Loaded on first use: the sidebar only needs it when a special entry is clicked.
    (permission: SpecialPermission) =>
      void import('./external-site').then((m) => m.openExternalSite(api, permission)),
    [api],
  )

  return (
    <PermittedRoutes value={routes}>
      <AppShell
        routes={routes}
        currentPath={location.pathname}
        currentFullPath={`${location.pathname}${location.search}`}
        onNavigate={navigate}
        onLogout={onLogout}
        onOpenSpecial={onOpenSpecial}
        tagsStore={tagsStore}
        settingsStore={settingsStore}
        helpHref={HELP_URL}
        announcementLinks={ANNOUNCEMENT_LINKS}
      >
        <Outlet />
      </AppShell>
      {announcements.current ? (
        <AnnouncementQueue announcements={announcements.current} onDone={announcements.done} />
      ) : null}
      <BannedDialog open={banned.dialog !== null} onClose={banned.dismiss} />
    </PermittedRoutes>
  )
}
