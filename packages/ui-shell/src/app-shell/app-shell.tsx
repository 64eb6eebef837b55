import { Box, chakra, useSlotRecipe } from '@chakra-ui/react'
import type { AppRoute, LocalizedText, SpecialPermission } from '@gdzyz/auth'
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { BACK_TO_TOP_THRESHOLD } from '../back-to-top/threshold'
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
import { useScrolledPast } from './use-scrolled-past'

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
  /**
   * Asked before a tag action closes or reloads the current page (unsaved changes); the action
   * happens only when it resolves true. Default: always allowed.
   */
  confirmLeave?: () => boolean | Promise<boolean>
  tagsStore: TagsStore
  settingsStore: SettingsStore
  helpHref?: string
  announcementLinks?: readonly AnnouncementLink[]
  /** Forces the mobile (drawer) layout; default follows the 992px media query. */
  mobile?: boolean
  /**
   * Title of the current page when it is not its route's (e.g. taken from the address): used
   * for its tag, its breadcrumb and the document title.
   */
  currentTitle?: LocalizedText
  /** Set `document.title` with `pageTitle`. Default true. */
  manageTitle?: boolean
  children: ReactNode
}

type Styles = Record<string, object>
/**
 * The size setting scales the root font size: every rem-based measure (text, headings, inputs,
 * buttons, table cells, spacing) follows, relative to the browser's own default.
 */
export const ROOT_FONT_SIZE = { sm: '87.5%', md: '100%', lg: '112.5%' } as const

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
  // Below 992px the menu is a drawer with its own open state: the saved desktop choice
  // (settings.sidebarOpen) is neither used nor overwritten there, and holds again above.
  const [drawerOpen, setDrawerOpen] = useState(false)
  const scrolledPast = useScrolledPast(BACK_TO_TOP_THRESHOLD)
  const fullPath = props.currentFullPath ?? currentPath
  const current = breadcrumbTrail(props.routes, currentPath).at(-1)
  const title = current?.href === currentPath ? (props.currentTitle ?? current.title) : undefined

  useEffect(() => {
    if (title) tagsStore.visit({ path: currentPath, fullPath, title })
  }, [tagsStore, currentPath, fullPath, title])
  // Each navigation (and leaving the phone layout) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path and layout changes on purpose
  useEffect(() => setDrawerOpen(false), [currentPath, mobile])

  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.fontSize
    root.style.fontSize = ROOT_FONT_SIZE[settings.size]
    return () => {
      root.style.fontSize = previous
    }
  }, [settings.size])

  const manageTitle = props.manageTitle ?? true
  useEffect(() => {
    if (manageTitle) document.title = pageTitle(title?.[locale], locale)
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
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link (works without script); the handler only keeps the address clean */}
      <chakra.a
        href="#shell-main"
        css={styles.skipLink}
        onClick={(event) => {
          // Focus the content without writing #shell-main into the address.
          const main = document.getElementById('shell-main')
          if (!main) return
          event.preventDefault()
          main.focus()
        }}
      >
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
      {mobile && drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer {...sidebarProps} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
      <Box css={styles.main}>
        <chakra.header css={styles.header}>
          <Navbar
            routes={props.routes}
            currentPath={currentPath}
            onNavigate={onNavigate}
            currentTitle={props.currentTitle}
            sidebarOpen={mobile ? drawerOpen : settings.sidebarOpen}
            onToggleSidebar={
              mobile ? () => setDrawerOpen((open) => !open) : settingsStore.toggleSidebar
            }
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
              confirmLeave={props.confirmLeave}
            />
          ) : null}
        </chakra.header>
        <chakra.main
          id="shell-main"
          tabIndex={-1}
          css={styles.content}
          aria-label={t('mainContent')}
        >
          {props.children}
        </chakra.main>
      </Box>
      {scrolledPast ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
      <SettingsPanel
        store={settingsStore}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </Box>
  )
}
