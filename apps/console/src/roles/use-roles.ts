import {
  createRole,
  deleteRole,
  type GrantKind,
  type RoleGrants,
  renameRole,
  saveRoleGrants,
} from '@gdzyz/api-client'
import { apiKeys, roleGrantsQuery, roleListQuery } from '@gdzyz/api-client/query'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../app/api-context'

export function useRoleList() {
  const api = useApi()
  return useQuery(roleListQuery(api))
}

export function useRoleGrants(id: string) {
  const api = useApi()
  return useQuery({ ...roleGrantsQuery(api, id), enabled: id !== '' })
}

/** Create, rename and delete; each refreshes the roles afterwards. */
export function useRoleChanges() {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeys.roles() })
  return {
    create: useMutation({
      mutationFn: (title: string) => createRole(api, title),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: (input: { id: string; title: string }) => renameRole(api, input.id, input.title),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteRole(api, id), onSuccess: refresh }),
  }
}

/** Saves a role's permission or menu codes; the answer becomes the cached codes. */
export function useSaveGrants(kind: GrantKind) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; codes: readonly string[] }) =>
      saveRoleGrants(api, input.id, kind, input.codes),
    onSuccess: (grants: RoleGrants, input) =>
      queryClient.setQueryData(apiKeys.roleGrants(input.id), grants),
  })
}
