import { Box, chakra, useSlotRecipe } from '@chakra-ui/react'
import type { AppRoute, SpecialPermission } from '@gdzyz/auth'
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/locale'
import { type AnnouncementLink, Navbar } from '../navbar'
import { breadcrumbTrail } from '../navbar/breadcrumb-trail'
import { pageTitle } from '../page-title'
import { SettingsPanel } from '../settings-panel'
import { Sidebar } from '../sidebar'
import type { SettingsStore } from '../stores/settings-store'
import type { TagsStore, TagView } from '../stores/tags-store'
import { TagsView } from '../tags-view'
import { useIsMobile } from './use-is-mobile'

const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
)
// Hidden until the page is scrolled, so it need not be in the first load.
const BackToTop = lazy(() => import('../back-to-top').then((m) => ({ default: m.BackToTop })))

export interface AppShellProps {
  /** Route tree already filtered by `filterRoutes`. */
  routes: readonly AppRoute[]
  /** Current pathname (no query). */
  currentPath: string
  /** Pathname with query and hash, kept by the tag. Default `currentPath`. */
  currentFullPath?: string
  onNavigate: (path: string) => void
  onLogout: () => void
  onOpenSpecial?: (permission: SpecialPermission) => void
  /** Reload a tag's page. Default: navigate to `/redirect` + its full path. */
  onReload?: (tag: TagView) => void
  tagsStore: TagsStore
  settingsStore: SettingsStore
  helpHref?: string
  announcementLinks?: readonly AnnouncementLink[]
  /** Forces the mobile (drawer) layout; default follows the 992px media query. */
  mobile?: boolean
  /** Set `document.title` with `pageTitle`. Default true. */
  manageTitle?: boolean
  children: ReactNode
}

type Styles = Record<string, object>
/** The content font size token of each layout size of the settings panel (小 / 中 / 大). */
export const CONTENT_FONT = { sm: 'sm', md: 'md', lg: 'lg' } as const

export function AppShell(props: AppShellProps) {
  const { settingsStore, tagsStore, currentPath, onNavigate } = props
  const { t } = useTranslation('shell')
  const locale = useLocale()
  const settings = useSyncExternalStore(
    settingsStore.subscribe,
    settingsStore.getState,
    settingsStore.getState,
  )
  const narrow = useIsMobile()
  const mobile = props.mobile ?? narrow
  const [settingsOpen, setSettingsOpen] = useState(false)
  const fullPath = props.currentFullPath ?? currentPath
  const current = breadcrumbTrail(props.routes, currentPath).at(-1)
  const title = current?.href === currentPath ? current.title : undefined

  useEffect(() => {
    if (mobile) settingsStore.closeSidebar({ withoutAnimation: true })
  }, [mobile, settingsStore])
  // The stored "sidebar open" holds for the first render on a phone, until the effect above
  // closes it: without this the drawer chunk (and its dialog parts) would load for nothing.
  const [settled, setSettled] = useState(false)
  useEffect(() => setSettled(true), [])

  useEffect(() => {
    if (title) tagsStore.visit({ path: currentPath, fullPath, title })
    if (mobile) settingsStore.closeSidebar({ withoutAnimation: true })
  }, [tagsStore, settingsStore, currentPath, fullPath, title, mobile])

  const manageTitle = props.manageTitle ?? true
  useEffect(() => {
    if (manageTitle) document.title = pageTitle(title?.[locale])
  }, [manageTitle, title, locale])

  const variant = mobile ? 'mobile' : settings.sidebarOpen ? 'open' : 'collapsed'
  const styles = useSlotRecipe({ key: 'shellAppShell' })({
    sidebar: variant,
    fixedHeader: settings.fixedHeader,
    animate: !settings.sidebarWithoutAnimation,
  }) as Styles
  const sidebarProps = {
    routes: props.routes,
    currentPath,
    onNavigate,
    onOpenSpecial: props.onOpenSpecial,
    showLogo: settings.sidebarLogo,
  }

  return (
    <Box css={styles.root} data-sidebar={variant}>
      <chakra.a href="#shell-main" css={styles.skipLink}>
        {t('skipToContent')}
      </chakra.a>
      {mobile ? null : (
        // A landmark of its own: the product title above the menu is content too (axe `region`).
        <Box as="aside" css={styles.aside}>
          <Sidebar
            {...sidebarProps}
            collapsed={!settings.sidebarOpen}
            onExpand={settingsStore.openSidebar}
          />
        </Box>
      )}
      {mobile && settled && settings.sidebarOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer {...sidebarProps} onClose={() => settingsStore.closeSidebar()} />
        </Suspense>
      ) : null}
      <Box css={styles.main}>
        <chakra.header css={styles.header}>
          <Navbar
            routes={props.routes}
            currentPath={currentPath}
            onNavigate={onNavigate}
            sidebarOpen={settings.sidebarOpen}
            onToggleSidebar={settingsStore.toggleSidebar}
            onLogout={props.onLogout}
            helpHref={props.helpHref}
            announcementLinks={props.announcementLinks}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {settings.tagsView ? (
            <TagsView
              store={tagsStore}
              currentPath={currentPath}
              onNavigate={onNavigate}
              onReload={props.onReload ?? ((tag) => onNavigate(`/redirect${tag.fullPath}`))}
            />
          ) : null}
        </chakra.header>
        <chakra.main
          id="shell-main"
          tabIndex={-1}
          css={styles.content}
          fontSize={CONTENT_FONT[settings.size]}
          aria-label={t('mainContent')}
        >
          {props.children}
        </chakra.main>
      </Box>
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      <SettingsPanel
        store={settingsStore}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </Box>
  )
}
