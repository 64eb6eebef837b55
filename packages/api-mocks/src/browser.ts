import { setupWorker } from 'msw/browser'
import { createHandlers } from './create-handlers'
import { createMockBackend, type MockBackend } from './mock-backend'

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js as served by the app (for the console: under /admin/). */
  serviceWorkerUrl: string
  /** Default: a backend whose state is kept in localStorage. */
  backend?: MockBackend
}

/** Starts the MSW service worker with the demo handlers (demo mode, Storybook). */
export const startMockWorker = async ({ serviceWorkerUrl, backend }: StartMockWorkerOptions) => {
  // By default the demo state (sessions, decisions) lives in localStorage: a reload or a pasted
  // link in another tab finds the same signed-in demo.
  const worker = setupWorker(
    ...createHandlers(backend ?? createMockBackend({ storage: globalThis.localStorage })),
  )
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return worker
}
