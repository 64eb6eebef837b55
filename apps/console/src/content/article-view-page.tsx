import { Box, Button, chakra, Spinner, Stack } from '@chakra-ui/react'
import { resourceRecordQuery } from '@gdzyz/api-client/query'
import { useLocale } from '@gdzyz/ui-shell'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useApi } from '../app/api-context'
import { Panel } from '../components/panel'
import { useListMessages } from '../i18n/list-messages'
import { cellStyles } from '../lists/cell-styles'
import { CellView } from '../lists/cell-view'
import type { CellContext } from '../lists/cells'
import { descriptors } from '../lists/descriptors/website'
import { errorMessage } from '../lists/error-message'
import { fill } from '../lists/messages'
import { SanitizedContent } from '../rich-text/sanitized-content'
import type { PageProps } from '../sections/section-page'
import { useContentText } from './messages'

const RESOURCE = 'information'
const LIST = '/website/information'
const ID = /^[0-9]{1,20}$/
const META =
  descriptors.information?.detail.filter((f) => !['title', 'content'].includes(f.field)) ?? []

/** 文章查看: one article read-only, its body as readers see it (the shell's sanitizer and styles). */
export function ArticleViewPage({ title }: PageProps) {
  useListMessages()
  const { t } = useTranslation('app')
  const text = useContentText()
  const locale = useLocale()
  const api = useApi()
  const id = useSearchParams()[0].get('id') ?? ''
  const valid = ID.test(id)
  const query = useQuery({
    ...resourceRecordQuery(api, RESOURCE, id),
    enabled: valid,
    retry: false,
  })
  const record = query.data
  const ctx: CellContext = { locale, status: 'publish', statusLabel: (k) => t(`status.${k}`) }
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={LIST}>{text.backToList}</RouterLink>
    </Button>
  )

  return (
    <Panel title={title}>
      {!valid ? (
        <Stack role="alert" gap="3" alignItems="flex-start">
          {text.noArticle}
          {back}
        </Stack>
      ) : query.isPending ? (
        <Box role="status" display="flex" alignItems="center" gap="2" color="gray.600">
          <Spinner size="sm" color="brand.solid" />
          {t('loading')}
        </Box>
      ) : query.isError || !record ? (
        <Stack role="alert" gap="3" alignItems="flex-start">
          {fill(text.loadFailed, { message: errorMessage(query.error) ?? '' })}
          <Stack direction="row" gap="2">
            <Button size="sm" onClick={() => void query.refetch()}>
              {text.retry}
            </Button>
            {back}
          </Stack>
        </Stack>
      ) : (
        <chakra.article>
          <chakra.h2 fontSize="xl" fontWeight="semibold" mb="3" overflowWrap="anywhere">
            {String(record.title ?? '')}
          </chakra.h2>
          <chakra.dl
            css={cellStyles}
            display="grid"
            gridTemplateColumns={{
              base: 'minmax(5rem, max-content) 1fr',
              md: 'repeat(3, minmax(5rem, max-content) 1fr)',
            }}
            gap="2 4"
            fontSize="sm"
            mb="5"
            pb="4"
            borderBottomWidth="1px"
          >
            {META.map((field) => (
              <Box key={field.field} display="contents">
                <chakra.dt color="gray.600">{t(`columns.${field.label}`)}</chakra.dt>
                <chakra.dd overflowWrap="anywhere">
                  <CellView field={field} row={record} ctx={ctx} />
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
          {typeof record.content === 'string' && record.content.trim() ? (
            <SanitizedContent html={record.content} />
          ) : (
            <chakra.p color="gray.600">{text.emptyContent}</chakra.p>
          )}
          <Stack direction="row" gap="2" mt="6">
            <Button asChild size="sm">
              <RouterLink to={`/website/information_edit?id=${id}`}>{text.editArticle}</RouterLink>
            </Button>
            {back}
          </Stack>
        </chakra.article>
      )}
    </Panel>
  )
}
