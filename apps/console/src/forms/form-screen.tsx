import { Box, Button, Spinner, Text } from '@chakra-ui/react'
import { getResourceRecord, type ListRow, listResource } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useApi } from '../app/api-context'
import { Panel } from '../components/panel'
import { errorMessage } from '../lists/error-message'
import type { FormDescriptor } from './descriptor'
import { FormBody } from './form-body'
import { useFormText } from './messages'
import { recordIdFrom } from './submit'

interface FormScreenProps {
  descriptor: FormDescriptor
  /** Route title in the current language. */
  title: string
}

/** The record an edit form starts from: ?id= (load 'record') or the resource's only row ('single'). */
function useLoadedRecord(descriptor: FormDescriptor) {
  const api = useApi()
  const { search } = useLocation()
  const id = descriptor.load === 'record' ? recordIdFrom(search) : null
  return useQuery<ListRow | null>({
    queryKey: [...apiKeys.resource(descriptor.resource), 'form', descriptor.load ?? 'none', id],
    enabled: descriptor.load !== undefined && (descriptor.load !== 'record' || id !== null),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      if (descriptor.load === 'record' && id) return getResourceRecord(api, descriptor.resource, id)
      const page = await listResource(api, descriptor.resource, { pageNum: 1, pageSize: 10 })
      const first = page.list[0]
      return first ? getResourceRecord(api, descriptor.resource, String(first.id)) : null
    },
  })
}

/**
 * A form page rendered from its descriptor. Edit forms load their record first; a refusal keeps
 * everything typed and puts the server's field messages beside their fields.
 */
export function FormScreen({ descriptor, title }: FormScreenProps) {
  const t = useFormText()
  const { search } = useLocation()
  const record = useLoadedRecord(descriptor)
  const badId = descriptor.load === 'record' && recordIdFrom(search) === null
  let content: ReactNode
  if (badId) {
    content = (
      <Text role="alert" color="fg.error">
        {t('forms.badId')}
      </Text>
    )
  } else if (descriptor.load && record.isError) {
    content = (
      <Box role="alert" display="flex" gap="3" alignItems="center">
        <Text color="fg.error">
          {t('forms.loadFailed', { message: errorMessage(record.error) ?? '' })}
        </Text>
        <Button size="sm" onClick={() => void record.refetch()}>
          {t('forms.retry')}
        </Button>
      </Box>
    )
  } else if (descriptor.load && !record.isSuccess) {
    content = (
      <Box role="status" display="flex" gap="2" alignItems="center">
        <Spinner size="sm" />
        {t('forms.loading')}
      </Box>
    )
  } else {
    content = (
      <FormBody
        descriptor={descriptor}
        record={record.data ?? undefined}
        onSaved={(message) => notifySuccess(message)}
      />
    )
  }
  return <Panel title={title}>{content}</Panel>
}
