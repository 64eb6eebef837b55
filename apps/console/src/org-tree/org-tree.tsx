import { Box, chakra, Flex, Spinner } from '@chakra-ui/react'
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react'
import { fill } from '../roles/messages'
import type { OrgTreeText } from './messages'
import { keyMove, type TreeRow, typeAhead } from './tree-model'

interface OrgTreeProps {
  rows: readonly TreeRow[]
  label: string
  text: OrgTreeText
  focusId: string | undefined
  selectedId: string | undefined
  matches: ReadonlySet<string>
  onFocus: (id: string) => void
  onToggle: (id: string, open: boolean) => void
  onSelect: (id: string) => void
}

const TYPE_AHEAD_MS = 700
/** A one-line row (minH 8); rows that wrap are measured. */
const ROW_PX = 32

/**
 * A WAI-ARIA tree (flat treeitems with aria-level, posinset and setsize; roving tabindex).
 * Own component rather than Chakra's TreeView: its nodes come from three places TanStack Query
 * already holds (lazy children, search branches, cache), which zag's single immutable collection
 * would have to rebuild on every merge, and its slot recipe would join the first-load theme.
 * Windowed (TanStack Virtual): only the rows in view are in the document, plus the focused one,
 * so a level of thousands opens and moves as fast as a short one (docs/performance.md).
 */
export function OrgTree(props: OrgTreeProps) {
  const { rows, focusId, onFocus } = props
  const scroller = useRef<HTMLDivElement>(null)
  const items = useRef(new Map<string, HTMLDivElement>())
  const typed = useRef({ text: '', at: 0 })
  const index = Math.max(
    0,
    rows.findIndex((r) => r.node.id === focusId),
  )
  const current = rows[index]?.node.id

  // The focused row stays in the document while scrolled away, so the focus is never lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range)
      return shown.includes(index) ? shown : [...shown, index].sort((a, b) => a - b)
    },
    [index],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (i) => rows[i]?.node.id ?? i,
    overscan: 8,
    rangeExtractor,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the focused row changes
  useEffect(() => {
    if (current === undefined) return
    virtualizer.scrollToIndex(index, { align: 'auto' })
    const el = items.current.get(current)
    if (el && scroller.current?.contains(document.activeElement)) el.focus({ preventScroll: true })
  }, [current])

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys that an input method is composing belong to it, not to the tree.
    if (event.nativeEvent.isComposing || event.key === 'Process') return
    const move = keyMove(rows, index, event.key)
    if (move) {
      event.preventDefault()
      if (move.type === 'focus') {
        const id = rows[move.index]?.node.id
        if (id) {
          onFocus(id)
          items.current.get(id)?.focus()
        }
      } else if (move.type === 'expand') props.onToggle(move.id, true)
      else if (move.type === 'collapse') props.onToggle(move.id, false)
      else {
        const row = rows[move.index]
        if (!row) return
        props.onSelect(row.node.id)
        if (row.node.hasChildren) props.onToggle(row.node.id, !row.expanded)
      }
      return
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeText(event.key)
    }
  }

  /** Type-ahead: characters typed within TYPE_AHEAD_MS of each other are one word. */
  const typeText = (chars: string) => {
    const now = Date.now()
    const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + chars : chars
    typed.current = { text, at: now }
    // A longer word may still fit the focused line: start there rather than after it.
    const found = typeAhead(rows, text.length > chars.length ? index - 1 : index, text)
    const id = found >= 0 ? rows[found]?.node.id : undefined
    if (id) {
      onFocus(id)
      items.current.get(id)?.focus()
    }
  }

  return (
    <Box
      ref={scroller}
      role="tree"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      // Where a platform composes text while an item has the focus, the result is typed as a whole.
      onCompositionEnd={(event) => {
        if (event.data) typeText(event.data)
      }}
      maxH={{ base: '60vh', lg: '70vh' }}
      overflowY="auto"
      p="1"
    >
      <Box position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (!row) return null
          const { node } = row
          const selected = node.id === props.selectedId
          return (
            <Flex
              key={node.id}
              data-index={item.index}
              ref={(el: HTMLDivElement | null) => {
                if (el) {
                  items.current.set(node.id, el)
                  virtualizer.measureElement(el)
                } else items.current.delete(node.id)
              }}
              position="absolute"
              top="0"
              insetStart="0"
              w="full"
              transform={`translateY(${item.start}px)`}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.posinset}
              aria-setsize={row.setsize}
              aria-expanded={node.hasChildren ? row.expanded : undefined}
              aria-selected={selected}
              aria-busy={row.loading || undefined}
              tabIndex={node.id === current ? 0 : -1}
              onFocus={() => onFocus(node.id)}
              onClick={() => {
                onFocus(node.id)
                props.onSelect(node.id)
                if (node.hasChildren) props.onToggle(node.id, !row.expanded)
              }}
              align="center"
              gap="1.5"
              ps={`${(row.level - 1) * 1.25 + 0.25}rem`}
              pe="2"
              py="1"
              minH="8"
              cursor="pointer"
              borderRadius="sm"
              bg={selected ? 'brand.subtle' : props.matches.has(node.id) ? 'orange.50' : undefined}
              _hover={{ bg: selected ? 'brand.subtle' : 'gray.100' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.solid',
                outlineOffset: '-2px',
              }}
            >
              <chakra.span aria-hidden w="3" flexShrink="0" color="gray.500" fontSize="xs">
                {node.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
              </chakra.span>
              <chakra.span
                fontWeight={props.matches.has(node.id) ? 'semibold' : undefined}
                minW="0"
              >
                {node.name}
              </chakra.span>
              {node.hasChildren ? (
                <chakra.span color="gray.600" fontSize="xs" whiteSpace="nowrap">
                  （{fill(props.text.count, { count: node.count })}）
                </chakra.span>
              ) : null}
              {row.loading ? <Spinner size="xs" aria-label={props.text.loading} /> : null}
            </Flex>
          )
        })}
      </Box>
    </Box>
  )
}
