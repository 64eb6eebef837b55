import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** SPEC section 9: error messages stay 5 seconds. */
export const ERROR_DURATION_MS = 5000

/**
 * The toast machinery (Chakra Toast, zag toast and dismissable layers, about 10 KB gzip) is
 * not needed to draw the first screen, so it lives in its own chunk: loaded on the first
 * `notifyError` or, at the latest, once the page is idle (so that a later "offline" error
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

/** Shows a red error message for 5 s (the api-client's `notify` port fits this signature). */
export function notifyError(message: string, options?: { duration?: number }): void {
  want()
  const toast = {
    type: 'error',
    description: message || 'Error',
    duration: options?.duration ?? ERROR_DURATION_MS,
  } as const
  // Toasts created before the region mounts are shown when it mounts.
  void loadRegion().then(({ shellToaster }) => shellToaster.create(toast))
}

const LazyRegion = lazy(() => loadRegion().then((m) => ({ default: m.ToastRegion })))

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 2000)
  return () => window.clearTimeout(id)
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
