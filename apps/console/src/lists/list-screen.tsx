import { useSession } from '@gdzyz/auth/react'
import { useMemo } from 'react'
import { useApi } from '../app/api-context'
import { useListActions } from '../forms/list-actions'
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
 * A list page of the route table: its descriptor rendered over the console's API client, with
 * the descriptor's actions (toolbar links, row and selection actions). The slots add
 * page-specific actions and detail content.
 */
export function ListScreen({ descriptor, title, ...slots }: ListScreenProps) {
  const api = useApi()
  const adminId = String(useSession().profile?.adminId ?? '')
  const source = useMemo(() => apiListSource(api, descriptor.resource), [api, descriptor.resource])
  const actions = useListActions(api, descriptor)
  return (
    <>
      <ResourceList
        descriptor={descriptor}
        title={title}
        source={source}
        adminId={adminId}
        toolbar={actions.toolbar}
        rowActions={slots.rowActions ?? actions.rowActions}
        selectionActions={slots.selectionActions ?? actions.selectionActions}
        detailExtra={slots.detailExtra}
      />
      {actions.dialog}
    </>
  )
}
