import { Box, chakra, useSlotRecipe } from '@chakra-ui/react'
import type { AppRoute, SpecialPermission } from '@gdzyz/auth'
import { ChevronDown, ChevronRight, HeartHandshake } from 'lucide-react'
import { lazy, type MouseEvent, type ReactElement, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/locale'
import { resolveIcon } from '../icons/icon-map'
import { SIDEBAR_TITLES } from '../page-title'
import {
  buildMenu,
  groupContains,
  isActive,
  type MenuEntry,
  type MenuGroup,
  type MenuItem,
} from './menu-model'
import { handleMenuKeyDown } from './use-roving-focus'

const SidebarTooltip = lazy(() =>
  import('./sidebar-tooltip').then((m) => ({ default: m.SidebarTooltip })),
)

export interface SidebarProps {
  /** Route tree already filtered by `filterRoutes`. */
  routes: readonly AppRoute[]
  currentPath: string
  onNavigate: (path: string) => void
  /** hszh_indexview, sjj_indexview, xfaq_indexview: the app opens the site with the token. */
  onOpenSpecial?: (permission: SpecialPermission) => void
  collapsed?: boolean
  showLogo?: boolean
  /** Asked when a group is chosen in collapsed mode. */
  onExpand?: () => void
}

type Styles = Record<string, object>

function WithTooltip({
  label,
  show,
  children,
}: {
  label: string
  show: boolean
  children: ReactElement
}) {
  if (!show) return children
  return (
    <Suspense fallback={children}>
      <SidebarTooltip label={label}>{children}</SidebarTooltip>
    </Suspense>
  )
}

export function Sidebar(props: SidebarProps) {
  const { routes, currentPath, collapsed = false, showLogo = true } = props
  const { t } = useTranslation('shell')
  const locale = useLocale()
  const sidebarTitle = SIDEBAR_TITLES[locale]
  const recipe = useSlotRecipe({ key: 'shellSidebar' })
  const styles = recipe({ collapsed }) as Styles
  const menu = useMemo(() => buildMenu(routes), [routes])
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set())

  const isOpen = (group: MenuGroup) => opened.has(group.key) || groupContains(group, currentPath)
  const toggle = (group: MenuGroup) => {
    if (collapsed) {
      setOpened(new Set([group.key]))
      props.onExpand?.()
      return
    }
    setOpened((prev) => {
      const next = new Set(prev)
      if (isOpen(group)) next.delete(group.key)
      else next.add(group.key)
      return next
    })
  }

  const onItemClick = (item: MenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.external) return
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (item.special) props.onOpenSpecial?.(item.special)
    else props.onNavigate(item.href)
  }

  const renderItem = (item: MenuItem, nested: boolean) => {
    const Icon = resolveIcon(item.icon)
    const title = item.title[locale]
    const active = !item.external && isActive(item.href, currentPath)
    return (
      <chakra.li key={item.key} css={styles.group}>
        <WithTooltip label={title} show={collapsed}>
          <chakra.a
            href={item.href}
            css={styles.item}
            data-menu-item=""
            data-nested={nested ? '' : undefined}
            aria-current={active ? 'page' : undefined}
            aria-label={collapsed ? title : undefined}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={onItemClick(item)}
          >
            {nested && !collapsed ? null : (
              <Icon aria-hidden="true" className="shell-icon" size={16} />
            )}
            {collapsed ? null : <chakra.span css={styles.label}>{title}</chakra.span>}
            {item.external && !collapsed ? (
              <chakra.span srOnly>{t('sidebar.external')}</chakra.span>
            ) : null}
          </chakra.a>
        </WithTooltip>
      </chakra.li>
    )
  }

  const renderEntry = (entry: MenuEntry, nested = false): ReactElement => {
    if (entry.kind === 'item') return renderItem(entry, nested)
    const Icon = resolveIcon(entry.icon)
    const open = !collapsed && isOpen(entry)
    const title = entry.title[locale]
    const listId = `shell-menu-${entry.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`
    const Chevron = open ? ChevronDown : ChevronRight
    return (
      <chakra.li key={entry.key} css={styles.group}>
        <WithTooltip label={title} show={collapsed}>
          <chakra.button
            type="button"
            css={styles.item}
            width="100%"
            data-menu-item=""
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={collapsed ? title : undefined}
            onClick={() => toggle(entry)}
          >
            <Icon aria-hidden="true" size={16} />
            {collapsed ? null : (
              <>
                <chakra.span css={styles.label} flex="1" textAlign="start">
                  {title}
                </chakra.span>
                <Chevron aria-hidden="true" size={14} />
              </>
            )}
          </chakra.button>
        </WithTooltip>
        {open ? (
          <chakra.ul id={listId} css={styles.list}>
            {entry.children.map((child) => renderEntry(child, true))}
          </chakra.ul>
        ) : null}
      </chakra.li>
    )
  }

  return (
    <Box css={styles.root} data-collapsed={collapsed ? '' : undefined}>
      {showLogo ? (
        <Box css={styles.header} data-testid="sidebar-logo">
          <HeartHandshake aria-hidden="true" size={24} className="shell-logo" />
          {collapsed ? null : <chakra.span css={styles.title}>{sidebarTitle}</chakra.span>}
        </Box>
      ) : null}
      <chakra.nav
        css={styles.nav}
        aria-label={t('sidebar.navigation')}
        onKeyDown={handleMenuKeyDown}
      >
        <chakra.ul css={styles.list}>{menu.map((entry) => renderEntry(entry))}</chakra.ul>
      </chakra.nav>
    </Box>
  )
}
