import { type Announcement, type ApiClient, getAnnouncements } from '@gdzyz/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'

let startRequested = false

interface Batches {
  current: readonly Announcement[] | null
  waiting: (readonly Announcement[])[]
}

/**
 * SPEC section 4: type-4 announcements once at start, type-5 announcements of the route's
 * menu id on every route change. Batches are shown one after another: a batch arriving while
 * another is open waits for it. Failures are shown by the api-client and otherwise ignored.
 */
export function useAnnouncements(api: ApiClient, routeKey: string, menuId: string | undefined) {
  const [batches, setBatches] = useState<Batches>({ current: null, waiting: [] })
  const lastRoute = useRef<string | null>(null)

  const push = useCallback((list: readonly Announcement[]) => {
    if (list.length === 0) return
    setBatches((prev) =>
      prev.current ? { ...prev, waiting: [...prev.waiting, list] } : { ...prev, current: list },
    )
  }, [])

  useEffect(() => {
    // Once per app start, even when the guard remounts the layout (e.g. a banned redirect).
    if (startRequested) return
    startRequested = true
    getAnnouncements(api, { showType: 4 }).then(push, () => undefined)
  }, [api, push])

  useEffect(() => {
    if (lastRoute.current === routeKey) return
    lastRoute.current = routeKey
    if (!menuId) return
    getAnnouncements(api, { showType: 5, menuId }).then(push, () => undefined)
  }, [api, routeKey, menuId, push])

  const done = useCallback(() => {
    setBatches((prev) => {
      const [next, ...rest] = prev.waiting
      return { current: next ?? null, waiting: rest }
    })
  }, [])

  return { current: batches.current, done }
}
