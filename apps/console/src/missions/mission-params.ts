import { useSearchParams } from 'react-router'
import { parseMissionId } from './sign-in-link'

/** The mission id of `?id=` (validated), or null. */
export function useMissionId(): string | null {
  const [search] = useSearchParams()
  return parseMissionId(search.get('id'))
}

/** The /activity page of a mission, by a validated id. */
export const missionHref = (page: string, id: string): string =>
  `/activity/${page}?${new URLSearchParams({ id }).toString()}`
