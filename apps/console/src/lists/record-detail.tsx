import { Box, Button, CloseButton, chakra, Drawer, Portal, Spinner } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cellStyles } from './cell-styles'
import { CellView } from './cell-view'
import type { CellContext } from './cells'
import type { ListDataSource } from './data-source'
import type { ListDescriptor } from './descriptor'
import { errorMessage } from './error-message'
import { fill, useListText } from './messages'

interface RecordDetailProps {
  descriptor: ListDescriptor
  source: ListDataSource
  id: string
  /** A name to show until the record has loaded (the row's title). */
  name?: string
  cell: CellContext
  onClose: () => void
  /** More content below the fields once the record has loaded (for example its audit trail). */
  extra?: ((record: ListRow) => ReactNode) | undefined
}

/** Every field of one record (not only the columns), personal data masked, in a drawer. */
export function RecordDetail({
  descriptor,
  source,
  id,
  name,
  cell,
  onClose,
  extra,
}: RecordDetailProps) {
  const text = useListText()
  const { t } = useTranslation('app')
  const query = useQuery({ ...source.record(id), staleTime: 0, retry: false })
  const record = query.data
  const loadedName = record?.[descriptor.titleField]
  const title =
    loadedName !== undefined && loadedName !== null && loadedName !== ''
      ? String(loadedName)
      : (name ?? text.detail)

  return (
    <Drawer.Root
      open
      placement="end"
      size="md"
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      // Opened by a URL change right after the 查看 click: focus still arriving on that button is
      // no reason to close (Escape, the close button and a click outside still close it).
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header pe="12">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {query.isPending ? (
                <Box role="status" display="flex" alignItems="center" gap="2" color="gray.600">
                  <Spinner size="sm" color="brand.solid" />
                  {t('loading')}
                </Box>
              ) : query.isError ? (
                <Box
                  role="alert"
                  display="flex"
                  flexDirection="column"
                  alignItems="flex-start"
                  gap="2"
                >
                  {fill(text.detailFailed, {
                    message: errorMessage(query.error) ?? text.unknownError,
                  })}
                  <Button size="sm" onClick={() => void query.refetch()}>
                    {text.retry}
                  </Button>
                </Box>
              ) : (
                <chakra.dl
                  css={cellStyles}
                  display="grid"
                  gridTemplateColumns="minmax(6rem, max-content) 1fr"
                  gap="2 4"
                  fontSize="sm"
                >
                  {descriptor.detail.map((field) => (
                    <Box key={field.field} display="contents">
                      <chakra.dt color="gray.600">{t(`columns.${field.label}`)}</chakra.dt>
                      <chakra.dd overflowWrap="anywhere">
                        <CellView field={field} row={record ?? {}} ctx={cell} />
                      </chakra.dd>
                    </Box>
                  ))}
                </chakra.dl>
              )}
              {record ? extra?.(record) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
