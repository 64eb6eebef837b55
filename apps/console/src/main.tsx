// The shell's global styles as a stylesheet the browser parses while the scripts download.
import '@gdzyz/ui-shell/global.css'
import { AuthProvider } from '@gdzyz/auth/react'
import { getShellSystem, ShellProvider } from '@gdzyz/ui-shell'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ApiContext } from './app/api-context'
import { createAppRoutes } from './app/router'
import { createServices } from './app/services'
import { requestStartAnnouncements } from './app/use-announcements'
import { readEarlyRequests } from './early/adopt-early'
import { readStoredLocale } from './i18n/locale'
import { createAppI18n } from './i18n/setup'
import { loadAppConfig } from './runtime-config/app-config'

/** Demo mode (`pnpm dev` without API_TARGET): the mocks answer in a service worker. */
async function startDemoBackend(): Promise<void> {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_TARGET) {
    const { startMockWorker } = await import('@gdzyz/api-mocks/browser')
    await startMockWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` })
  }
}

/**
 * Ends the current task (as React's scheduler does; timers would be throttled in a background
 * tab). Start-up runs as a few short tasks instead of one long one: a phone can paint and answer
 * input in between, and Lighthouse counts less blocking time.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

async function start(root: HTMLElement): Promise<void> {
  await startDemoBackend()
  // The early script (index.html) has already asked for config.json and the session calls.
  const early = readEarlyRequests()
  const config = await loadAppConfig(early?.config)
  const { api, auth, queries } = createServices(config, early)
  // The router starts loading the first page's chunk now; the session calls follow, so the
  // chunk is first in line for the connections (AuthGuard would start the calls only once that
  // chunk has arrived and rendered).
  const router = createBrowserRouter(createAppRoutes(queries), { basename: '/admin' })
  await nextTask()
  void auth.bootstrap()
  if (auth.session.getState().token) requestStartAnnouncements(api).catch(() => undefined)
  const i18n = createAppI18n(readStoredLocale())
  await nextTask()
  getShellSystem() // Chakra's system in a task of its own; ShellProvider reuses it.
  await nextTask()
  // A transition: React renders the tree in slices of a few milliseconds instead of one task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ShellProvider i18n={i18n} globalCssLinked>
          <ApiContext value={api}>
            <AuthProvider auth={auth}>
              <RouterProvider router={router} />
            </AuthProvider>
          </ApiContext>
        </ShellProvider>
      </StrictMode>,
    )
  })
}

const root = document.getElementById('root')
if (root) void start(root)
