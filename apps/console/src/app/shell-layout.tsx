import type { SpecialPermission } from '@gdzyz/auth'
import { filterRoutes, menuIdFor, signedOutTarget } from '@gdzyz/auth'
import { useBannedDialog, useLogout, useSession } from '@gdzyz/auth/react'
import { AnnouncementQueue, AppShell, BannedDialog, createSettingsStore } from '@gdzyz/ui-shell'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { iframeTitle } from '../pages/iframe-title'
import { routeTable } from '../routes/table'
import { appConfig } from '../runtime-config/app-config'
import { announcementLinks } from './announcement-links'
import { useApi } from './api-context'
import { confirmLeave } from './leave-guard'
import { NAVIGATION_ENV } from './navigation-env'
import { ROUTE_INDEX } from './route-index'
import { useAnnouncements } from './use-announcements'
import { tagsStore, takeBannedNotice } from './user-state'

const SHELL_ROUTES = routeTable.filter(
  (route) => route.meta && !['/login', '/redirect/*'].includes(route.path),
)
const settingsStore = createSettingsStore()

/** The routes of the signed-in user (filtered by permission), for section redirects. */
export const PermittedRoutes = createContext<typeof SHELL_ROUTES>([])
export const usePermittedRoutes = () => useContext(PermittedRoutes)

/** Where logout lands: the site root (full load) in production, the login page in dev and demo. */
function leaveAfterLogout(to: string, navigate: (to: string, options: { replace: true }) => void) {
  if (signedOutTarget(NAVIGATION_ENV) === 'site-root') window.location.assign(to)
  else navigate(NAVIGATION_ENV.loginPath ?? '/login', { replace: true })
}

export function ShellLayout() {
  const api = useApi()
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { logout } = useLogout()
  const banned = useBannedDialog()
  const routes = useMemo(() => filterRoutes(SHELL_ROUTES, session.codes), [session.codes])
  const config = appConfig()
  const links = useMemo(() => announcementLinks(config), [config])

  const page = ROUTE_INDEX.get(location.pathname)
  const currentTitle = useMemo(() => {
    if (location.pathname !== '/iframe/index') return undefined
    const title = iframeTitle(new URLSearchParams(location.search).get('title'))
    return title ? { 'zh-CN': title, 'zh-TW': title } : undefined
  }, [location.pathname, location.search])
  const menuId = menuIdFor(page?.route.meta?.permission, session.menu)
  const announcements = useAnnouncements(api, location.pathname, menuId)

  // A banned account sees the notice as soon as it lands on the dashboard after signing in,
  // not only when it first tries to leave it; once per sign-in session.
  // One modal at a time: a pending notice waits for an open announcement batch; once the notice
  // is open, announcements arriving meanwhile wait for it.
  const [notice, setNotice] = useState<'none' | 'pending' | 'open'>('none')
  const { isBanned, token } = session
  useEffect(() => {
    if (isBanned && token && takeBannedNotice(token)) setNotice('pending')
  }, [isBanned, token])
  const announcing = announcements.current !== null
  useEffect(() => {
    if (notice === 'pending' && !announcing) setNotice('open')
  }, [notice, announcing])
  const bannedOpen = banned.dialog !== null || notice === 'open'

  const onLogout = useCallback(async () => {
    if (!(await confirmLeave())) return
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
        currentTitle={currentTitle}
        onNavigate={navigate}
        onLogout={onLogout}
        onOpenSpecial={onOpenSpecial}
        tagsStore={tagsStore}
        confirmLeave={confirmLeave}
        settingsStore={settingsStore}
        helpHref={config.helpUrl}
        announcementLinks={links}
      >
        <Outlet />
      </AppShell>
      {announcements.current && !bannedOpen ? (
        <AnnouncementQueue announcements={announcements.current} onDone={announcements.done} />
      ) : null}
      <BannedDialog
        open={bannedOpen}
        onClose={() => {
          setNotice('none')
          banned.dismiss()
        }}
      />
    </PermittedRoutes>
  )
}
