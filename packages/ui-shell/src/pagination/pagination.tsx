import { Box, chakra, IconButton, Input, NativeSelect, useSlotRecipe } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clampPage, PAGE_SIZES, pageCount, pagerItems } from './pager'

export interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onChange: (next: { page: number; pageSize: number }) => void
  pageSizes?: readonly number[]
}

type Styles = Record<string, object>

/** Layout: total, sizes, prev, pager, next, jumper (SPEC section 2). */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
}: PaginationProps) {
  const { t } = useTranslation('shell')
  const styles = useSlotRecipe({ key: 'shellPagination' })() as Styles
  const count = pageCount(total, pageSize)
  const current = Math.min(Math.max(1, page), count)
  const [jump, setJump] = useState('')
  const jumpId = useId()
  const go = (next: number) => {
    if (next !== current) onChange({ page: next, pageSize })
  }
  const submitJump = () => {
    const next = clampPage(jump, count)
    setJump('')
    if (next !== undefined) go(next)
  }

  return (
    <chakra.nav css={styles.root} aria-label={t('pagination.label')}>
      <Box css={styles.total}>{t('pagination.total', { total: Math.max(0, total) })}</Box>
      <NativeSelect.Root size="sm" width="28">
        <NativeSelect.Field
          aria-label={t('pagination.pageSize')}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.currentTarget.value)
            onChange({ page: Math.min(current, pageCount(total, size)), pageSize: size })
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.perPage', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('pagination.prev')}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </IconButton>
      <chakra.ul css={styles.list}>
        {pagerItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <IconButton
                css={styles.page}
                size="sm"
                variant={item === current ? 'solid' : 'ghost'}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </IconButton>
            </li>
          ) : (
            <chakra.li key={item} css={styles.ellipsis} aria-hidden="true">
              …
            </chakra.li>
          ),
        )}
      </chakra.ul>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('pagination.next')}
        disabled={current >= count}
        onClick={() => go(current + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </IconButton>
      <Box css={styles.jumper}>
        <label htmlFor={jumpId}>{t('pagination.goto')}</label>
        <Input
          id={jumpId}
          size="sm"
          width="14"
          inputMode="numeric"
          aria-description={t('pagination.jumper')}
          value={jump}
          onChange={(event) => setJump(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submitJump()
          }}
          onBlur={submitJump}
        />
        <span>{t('pagination.pageUnit')}</span>
      </Box>
    </chakra.nav>
  )
}
