import { useSearchParams } from 'react-router'
import { parseKind } from './makeup-api'
import type { MakeupKind } from './types'

/** Pages of /activity the make-up flow moves between. */
export type MakeupPage =
  | 'select_supplement_time'
  | 'supplement_attr'
  | 'supplement_add'
  | 'supplement_detail'
  | 'supplement_list'
  | 'mission_supp_audit_realtime'
  | 'mission_supp_audit_his'

export function makeupHref(page: MakeupPage, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString()
  return `/activity/${page}${query ? `?${query}` : ''}`
}

export const auditPage = (kind: MakeupKind): MakeupPage =>
  kind === 'realtime' ? 'mission_supp_audit_realtime' : 'mission_supp_audit_his'

/** The flow's query parameters; ids stay strings (they may exceed 2^53). */
export function useMakeupParams() {
  const [search] = useSearchParams()
  return {
    kind: parseKind(search.get('kind')),
    missionId: search.get('missionId') ?? '',
    timesInfoId: search.get('timesInfoId') ?? '',
    batchId: search.get('batchId') ?? '',
  }
}
