import { setupWorker } from 'msw/browser'
import { createHandlers } from './create-handlers'
import type { MockBackend } from './mock-backend'

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js as served by the app (for the console: under /admin/). */
  serviceWorkerUrl: string
  backend?: MockBackend
}

/** Starts the MSW service worker with the demo handlers (demo mode, Storybook). */
export const startMockWorker = async ({ serviceWorkerUrl, backend }: StartMockWorkerOptions) => {
  const worker = setupWorker(...createHandlers(backend))
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return worker
}
