import { useQuery } from '@tanstack/react-query'
import { useMakeupApi } from './makeup-api'
import type { MakeupKind } from './types'

/** A mission's dates and sessions (cached per kind and mission). */
export function useMission(kind: MakeupKind | null, missionId: string) {
  const api = useMakeupApi()
  return useQuery({
    queryKey: ['makeup', 'mission', kind, missionId],
    queryFn: () => api.getMission(kind ?? 'realtime', missionId),
    enabled: kind !== null && missionId !== '',
  })
}

export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string')
    return error.msg
  return error instanceof Error ? error.message : 'Error'
}
