import { Box, Button, chakra, Group, IconButton, useSlotRecipe } from '@chakra-ui/react'
import type { AppRoute, Locale, LocalizedText } from '@gdzyz/auth'
import { CircleHelp, House, LogOut, Menu, Settings } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { setLocale, useLocale } from '../i18n/locale'
import { breadcrumbTrail, withCurrentTitle } from './breadcrumb-trail'

export interface AnnouncementLink {
  title: LocalizedText
  href: string
}

export interface NavbarProps {
  routes: readonly AppRoute[]
  currentPath: string
  onNavigate: (path: string) => void
  sidebarOpen: boolean
  onToggleSidebar: () => void
  onLogout: () => void
  /** Where the home icon goes. Default `/dashboard`. */
  homePath?: string
  /** The help page (opens in a new tab). Without it the help icon is not shown. */
  helpHref?: string
  /** The important-announcements strip: two links to article pages. */
  announcementLinks?: readonly AnnouncementLink[]
  onOpenSettings?: () => void
  /** Title of the current page when it is not the route's own (the last crumb shows it). */
  currentTitle?: LocalizedText
}

const LANGUAGES: readonly { locale: Locale; label: string }[] = [
  { locale: 'zh-CN', label: '简体' },
  { locale: 'zh-TW', label: '繁體' },
]

type Styles = Record<string, object>

export function Navbar(props: NavbarProps) {
  const { t } = useTranslation('shell')
  const locale = useLocale()
  const styles = useSlotRecipe({ key: 'shellNavbar' })() as Styles
  const trail = withCurrentTitle(
    breadcrumbTrail(props.routes, props.currentPath),
    props.currentPath,
    props.currentTitle,
  )
  const home = props.homePath ?? '/dashboard'
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    props.onNavigate(href)
  }

  return (
    <Box css={styles.root}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={props.sidebarOpen}
        onClick={props.onToggleSidebar}
      >
        <Menu aria-hidden="true" />
      </IconButton>
      <chakra.nav css={styles.breadcrumb} aria-label={t('navbar.breadcrumb')}>
        <chakra.ol css={styles.trail}>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1
            return (
              <chakra.li
                key={crumb.href}
                css={styles.crumb}
                aria-current={last ? 'page' : undefined}
              >
                {crumb.title[locale]}
              </chakra.li>
            )
          })}
        </chakra.ol>
      </chakra.nav>
      {props.announcementLinks?.length ? (
        <Box css={styles.announcements} role="region" aria-label={t('navbar.announcements')}>
          <chakra.span fontWeight="semibold" color="red.700">
            {t('navbar.announcements')}
          </chakra.span>
          {props.announcementLinks.map((link) => (
            <chakra.a
              key={link.href}
              css={styles.link}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.title[locale]}
            </chakra.a>
          ))}
        </Box>
      ) : null}
      <Box css={styles.actions}>
        <Group attached role="group" aria-label={t('navbar.language')}>
          {LANGUAGES.map((lang) => (
            <Button
              key={lang.locale}
              size="xs"
              variant={lang.locale === locale ? 'solid' : 'outline'}
              aria-pressed={lang.locale === locale}
              lang={lang.locale}
              onClick={() => setLocale(lang.locale)}
            >
              {lang.label}
            </Button>
          ))}
        </Group>
        <IconButton asChild variant="ghost" size="sm" aria-label={t('navbar.home')}>
          <a href={home} onClick={go(home)}>
            <House aria-hidden="true" />
          </a>
        </IconButton>
        {props.helpHref ? (
          <IconButton asChild variant="ghost" size="sm" aria-label={t('navbar.help')}>
            <a href={props.helpHref} target="_blank" rel="noopener noreferrer">
              <CircleHelp aria-hidden="true" />
            </a>
          </IconButton>
        ) : null}
        {props.onOpenSettings ? (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('navbar.settings')}
            onClick={props.onOpenSettings}
          >
            <Settings aria-hidden="true" />
          </IconButton>
        ) : null}
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('navbar.logout')}
          onClick={props.onLogout}
        >
          <LogOut aria-hidden="true" />
        </IconButton>
      </Box>
    </Box>
  )
}
