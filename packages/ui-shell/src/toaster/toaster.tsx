import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** SPEC section 9: error messages stay 5 seconds. */
export const ERROR_DURATION_MS = 5000

/**
 * The toast machinery (Chakra Toast, zag toast and dismissable layers, about 10 KB gzip) is
 * not needed to draw the first screen, so it lives in its own chunk: loaded on the first
 * `notifyError` or, at the latest, a few seconds after the page is up (so that a later "offline" error
 * can still be shown without fetching a chunk).
 */
let region: Promise<typeof import('./toast-region')> | undefined
const loadRegion = () => {
  region ??= import('./toast-region')
  return region
}

let wanted = false
const listeners = new Set<() => void>()
function want(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const isWanted = () => wanted

const SUCCESS_DURATION_MS = 3000

/** Until when each message on screen stays (by type and text): an identical one is not repeated. */
const onScreen = new Map<string, number>()

function show(type: 'error' | 'success', message: string, duration: number): void {
  const key = `${type}:${message}`
  const now = Date.now()
  for (const [shown, until] of onScreen) if (until <= now) onScreen.delete(shown)
  if ((onScreen.get(key) ?? 0) > now) return
  onScreen.set(key, now + duration)
  want()
  const toast = { type, description: message, duration } as const
  // Toasts created before the region mounts are shown when it mounts.
  void loadRegion().then(({ shellToaster }) => shellToaster.create(toast))
}

/**
 * Shows a red error message for 5 s (the api-client's `notify` port fits this signature).
 * The same text sent again while it is still displayed is shown once.
 */
export function notifyError(message: string, options?: { duration?: number }): void {
  show('error', message || 'Error', options?.duration ?? ERROR_DURATION_MS)
}

/** Shows a green confirmation (3 s by default), e.g. after a submission; deduplicated the same way. */
export function notifySuccess(message: string, options?: { duration?: number }): void {
  show('success', message, options?.duration ?? SUCCESS_DURATION_MS)
}

const IDLE_DELAY_MS = 5000

const LazyRegion = lazy(() => loadRegion().then((m) => ({ default: m.ToastRegion })))

/** A few seconds after mount, when the browser is idle: well after the first page settled. */
function whenIdle(run: () => void): () => void {
  let idle: number | undefined
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: 2000 })
    } else run()
  }, IDLE_DELAY_MS)
  return () => {
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/** The toast region; ShellProvider renders it. Mounts its chunk on demand (see above). */
export function Toaster() {
  const mounted = useSyncExternalStore(subscribe, isWanted, isWanted)
  useEffect(() => (mounted ? undefined : whenIdle(want)), [mounted])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <LazyRegion />
    </Suspense>
  )
}
