import { useSession } from '@gdzyz/auth/react'
import { useMemo } from 'react'
import { useApi } from '../app/api-context'
import { apiListSource } from './api-source'
import type { ListDescriptor } from './descriptor'
import { ResourceList } from './resource-list'

interface ListScreenProps {
  descriptor: ListDescriptor
  /** Route title in the current language. */
  title: string
}

/** A list page of the route table: its descriptor rendered over the console's API client. */
export function ListScreen({ descriptor, title }: ListScreenProps) {
  const api = useApi()
  const adminId = String(useSession().profile?.adminId ?? '')
  const source = useMemo(() => apiListSource(api, descriptor.resource), [api, descriptor.resource])
  return <ResourceList descriptor={descriptor} title={title} source={source} adminId={adminId} />
}
