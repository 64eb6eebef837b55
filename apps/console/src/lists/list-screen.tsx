import { useSession } from '@gdzyz/auth/react'
import { useMemo } from 'react'
import { useApi } from '../app/api-context'
import { apiListSource } from './api-source'
import type { ListDescriptor } from './descriptor'
import { ResourceList, type ResourceListProps } from './resource-list'

type ListScreenProps = Pick<
  ResourceListProps,
  'rowActions' | 'selectionActions' | 'detailExtra'
> & {
  descriptor: ListDescriptor
  /** Route title in the current language. */
  title: string
}

/**
 * A list page of the route table: its descriptor rendered over the console's API client. The
 * slots add page-specific actions (rows, selection) and detail content.
 */
export function ListScreen({ descriptor, title, ...slots }: ListScreenProps) {
  const api = useApi()
  const adminId = String(useSession().profile?.adminId ?? '')
  const source = useMemo(() => apiListSource(api, descriptor.resource), [api, descriptor.resource])
  return (
    <ResourceList
      descriptor={descriptor}
      title={title}
      source={source}
      adminId={adminId}
      {...slots}
    />
  )
}
