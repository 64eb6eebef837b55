import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { parseStatView, type StatView, statViewSearch } from './stat-view'

/** The page's district and period from the URL, and a setter that writes them back. */
export function useStatView(): [StatView, (view: StatView) => void] {
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => parseStatView(params), [params])
  const apply = useCallback((next: StatView) => setParams(statViewSearch(next)), [setParams])
  return [view, apply]
}
