import { type Announcement, type ApiClient, getAnnouncements } from '@gdzyz/api-client'
import { preloadAnnouncementDialog } from '@gdzyz/ui-shell'
import { useCallback, useEffect, useRef, useState } from 'react'

let startRequest: Promise<readonly Announcement[]> | null = null
let startList: readonly Announcement[] | null = null
/** The start batch was confirmed to its end: a remounted layout must not show it again. */
let startConfirmed = false
/** Type-5 announcements confirmed in this sign-in session, by menu id and text. */
const confirmed = new Set<string>()

const keyOf = (menuId: string, item: Announcement) =>
  JSON.stringify([menuId, item.title, item.content, item.bottomContent ?? ''])

/** Forgets what this sign-in session requested and confirmed (the admin signed out or changed). */
export function resetAnnouncements(): void {
  startRequest = null
  startList = null
  startConfirmed = false
  confirmed.clear()
}

/**
 * The type-4 request of this app start, made once. `main.tsx` starts it before the first render
 * when a token exists, in parallel with the session calls, and the dialog's code is fetched as
 * soon as the answer holds an announcement: the start alert no longer waits for the shell to
 * mount, then for its request, then for its chunk.
 */
export function requestStartAnnouncements(api: ApiClient): Promise<readonly Announcement[]> {
  startRequest ??= getAnnouncements(api, { showType: 4 }).then((list) => {
    startList = list
    if (list.length > 0) void preloadAnnouncementDialog().catch(() => undefined)
    return list
  })
  return startRequest
}

interface Batch {
  list: readonly Announcement[]
  /** The confirmation keys of a type-5 batch (none for the start batch). */
  keys: readonly string[]
}

interface Batches {
  current: Batch | null
  waiting: Batch[]
}

/**
 * SPEC section 4: type-4 announcements once at start, type-5 announcements of the route's
 * menu id requested on every route change; a type-5 announcement the user already confirmed in
 * this sign-in session is not shown again. Batches are shown one after another: a batch arriving
 * while another is open waits for it. Failures are shown by the api-client and otherwise ignored.
 */
export function useAnnouncements(api: ApiClient, routeKey: string, menuId: string | undefined) {
  // When the start answer is already there (the early script asked for it), the start batch is
  // part of the first render: the alert paints with the page instead of one commit later.
  const [batches, setBatches] = useState<Batches>(() => ({
    current: !startConfirmed && startList?.length ? { list: startList, keys: [] } : null,
    waiting: [],
  }))
  const startInFirstRender = useRef(batches.current !== null)
  const lastRoute = useRef<string | null>(null)

  const push = useCallback((batch: Batch) => {
    if (batch.list.length === 0) return
    setBatches((prev) =>
      prev.current ? { ...prev, waiting: [...prev.waiting, batch] } : { ...prev, current: batch },
    )
  }, [])

  useEffect(() => {
    // Once per app start, until confirmed: a layout that unmounts before the user confirmed the
    // start batch (the guard re-deciding, StrictMode) shows it again when it mounts again.
    if (startConfirmed || startInFirstRender.current) return
    let mounted = true
    requestStartAnnouncements(api).then(
      (list) => mounted && push({ list, keys: [] }),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [api, push])

  useEffect(() => {
    if (lastRoute.current === routeKey) return
    lastRoute.current = routeKey
    if (!menuId) return
    getAnnouncements(api, { showType: 5, menuId }).then(
      (list) => {
        const fresh = list.filter((item) => !confirmed.has(keyOf(menuId, item)))
        push({ list: fresh, keys: fresh.map((item) => keyOf(menuId, item)) })
      },
      () => undefined,
    )
  }, [api, routeKey, menuId, push])

  const current = batches.current
  const done = useCallback(() => {
    if (current !== null && current.list === startList) startConfirmed = true
    for (const key of current?.keys ?? []) confirmed.add(key)
    setBatches((prev) => {
      const [next, ...rest] = prev.waiting
      return { current: next ?? null, waiting: rest }
    })
  }, [current])

  return { current: batches.current?.list ?? null, done }
}
