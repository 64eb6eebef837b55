import { Box, chakra, useSlotRecipe } from '@chakra-ui/react'
import { X } from 'lucide-react'
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/locale'
import type { TagsStore, TagView } from '../stores/tags-store'
import type { TagAction, TagsMenuProps } from './tags-menu'

const TagsMenu = lazy(() => import('./tags-menu').then((m) => ({ default: m.TagsMenu })))

export interface TagsViewProps {
  store: TagsStore
  /** Current route path without query. */
  currentPath: string
  onNavigate: (fullPath: string) => void
  /** Reload a tag's page (the console goes through `/redirect/...`). */
  onReload: (tag: TagView) => void
  /**
   * Asked before an action closes or reloads the current page (a form with unsaved changes); the
   * action happens only when it resolves true. Actions that keep the current page ask nothing.
   */
  confirmLeave?: (() => boolean | Promise<boolean>) | undefined
}

type Styles = Record<string, object>
type MenuState = { tag: TagView; anchor: TagsMenuProps['anchor'] } | null

export function TagsView({
  store,
  currentPath,
  onNavigate,
  onReload,
  confirmLeave,
}: TagsViewProps) {
  const { t } = useTranslation('shell')
  const locale = useLocale()
  const styles = useSlotRecipe({ key: 'shellTagsView' })() as Styles
  const { tags } = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const [menu, setMenu] = useState<MenuState>(null)
  const scroller = useRef<HTMLDivElement>(null)

  // In the next frame, which lays the page out anyway: scrolling straight after the commit forces
  // a layout inside the render task (about 30 ms of the console's first render on a phone).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = scroller.current?.querySelector<HTMLElement>(
        `[data-path="${CSS.escape(currentPath)}"]`,
      )
      active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    })
    return () => cancelAnimationFrame(frame)
  }, [currentPath])

  const leavesCurrent = (action: TagAction, tag: TagView) => {
    if (action === 'closeOthers') return false
    if (action === 'closeAll') return !tags.find((t) => t.path === currentPath)?.affix
    return tag.path === currentPath
  }

  const act = async (action: TagAction, tag: TagView) => {
    if (confirmLeave && leavesCurrent(action, tag) && !(await confirmLeave())) return
    if (action === 'reload') {
      onReload(tag)
      return
    }
    const result =
      action === 'close'
        ? store.close(tag.path, currentPath)
        : action === 'closeOthers'
          ? store.closeOthers(tag.path)
          : store.closeAll(currentPath)
    if (result.navigateTo && result.navigateTo !== currentPath) onNavigate(result.navigateTo)
  }

  const focusTag = (path: string) =>
    scroller.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"] a`)?.focus()

  const openMenuAt = (tag: TagView, anchor: TagsMenuProps['anchor']) => setMenu({ tag, anchor })

  const onContextMenu = (tag: TagView) => (event: MouseEvent) => {
    event.preventDefault()
    openMenuAt(tag, { x: event.clientX, y: event.clientY, width: 0, height: 0 })
  }

  const onKeyDown = (tag: TagView) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault()
      const box = event.currentTarget.getBoundingClientRect()
      openMenuAt(tag, { x: box.x, y: box.y, width: box.width, height: box.height })
    } else if (event.key === 'Delete' && !tag.affix) {
      event.preventDefault()
      void act('close', tag)
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const index = tags.indexOf(tag) + (event.key === 'ArrowRight' ? 1 : -1)
      const next = tags[index]
      if (next) {
        event.preventDefault()
        focusTag(next.path)
      }
    }
  }

  return (
    <Box ref={scroller} css={styles.root} role="navigation" aria-label={t('tags.label')}>
      <chakra.ul css={styles.list}>
        {tags.map((tag) => {
          const active = tag.path === currentPath
          const title = tag.title[locale]
          return (
            <chakra.li
              key={tag.path}
              css={styles.tag}
              data-path={tag.path}
              data-active={active ? '' : undefined}
              data-affix={tag.affix ? '' : undefined}
              onContextMenu={onContextMenu(tag)}
              onAuxClick={(event) => {
                if (event.button === 1 && !tag.affix) {
                  event.preventDefault()
                  void act('close', tag)
                }
              }}
            >
              <chakra.a
                css={styles.link}
                href={tag.fullPath}
                aria-current={active ? 'page' : undefined}
                aria-keyshortcuts="Shift+F10 Delete"
                onKeyDown={onKeyDown(tag)}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  onNavigate(tag.fullPath)
                }}
              >
                {title}
              </chakra.a>
              {tag.affix ? null : (
                <chakra.button
                  type="button"
                  css={styles.close}
                  aria-label={`${t('tags.close')} ${title}`}
                  tabIndex={-1}
                  onClick={() => void act('close', tag)}
                >
                  <X aria-hidden="true" size={12} />
                </chakra.button>
              )}
            </chakra.li>
          )
        })}
      </chakra.ul>
      {menu ? (
        <Suspense fallback={null}>
          <TagsMenu
            anchor={menu.anchor}
            title={menu.tag.title[locale]}
            canClose={!menu.tag.affix}
            onSelect={(action) => void act(action, menu.tag)}
            onClose={() => {
              const path = menu.tag.path
              setMenu(null)
              requestAnimationFrame(() => focusTag(path))
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  )
}
