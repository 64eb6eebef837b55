import { setupWorker } from 'msw/browser'
import { createHandlers } from './create-handlers'
import type { KeyValueStorage } from './demo-store'
import { createMockBackend, type MockBackend } from './mock-backend'

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js as served by the app (for the console: under /admin/). */
  serviceWorkerUrl: string
  /** Default: a backend keeping its state in `localStorage` (memory only when unavailable). */
  backend?: MockBackend
}

/** localStorage, or null when the browser refuses it (disabled storage, sandboxed frame). */
const localStorageOrNull = (): KeyValueStorage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

let active: MockBackend | undefined

/**
 * Starts the MSW service worker with the demo handlers (demo mode, Storybook). The default
 * backend keeps sessions and every change in localStorage: a reload or another tab of the same
 * browser continues where the user was.
 */
export const startMockWorker = async ({ serviceWorkerUrl, backend }: StartMockWorkerOptions) => {
  active = backend ?? createMockBackend({ storage: localStorageOrNull() })
  const worker = setupWorker(...createHandlers(active))
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return worker
}

/**
 * Puts the demo data back as seeded and ends every session, in every tab of this browser (they
 * read the same storage).
 */
export const resetDemoData = (): void => {
  if (active) active.reset()
  else createMockBackend({ storage: localStorageOrNull() }).reset()
}
