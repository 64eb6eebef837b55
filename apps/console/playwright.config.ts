import { defineConfig } from '@playwright/test'

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

// Ports can be moved (E2E_PROD_PORT, E2E_DEMO_PORT) so several checkouts run e2e side by side.
const prodPort = Number(process.env.E2E_PROD_PORT ?? 4174)
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 5173)

/**
 * `prod`: the production build (run `vite build` first) served with the stub API by
 * e2e/stub-server.mjs; faults are injected with page.route. `demo`: `vite` dev server in
 * demo mode (mocks in a service worker) for the basics.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { launchOptions: chromium, locale: 'zh-CN', trace: 'retain-on-failure' },
  projects: [
    {
      name: 'prod',
      testMatch: /prod\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${prodPort}` },
    },
    {
      name: 'demo',
      testMatch: /demo\/.*\.spec\.ts/,
      // The dev server transforms each route's modules on first visit; flows that sign in
      // twice, reload and open a second tab need more than the default.
      timeout: 60_000,
      use: { baseURL: `http://localhost:${demoPort}` },
    },
  ],
  webServer: [
    {
      command: `node e2e/stub-server.mjs ${prodPort}`,
      url: `http://127.0.0.1:${prodPort}/admin/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `pnpm exec vite --port ${demoPort}`,
      url: `http://localhost:${demoPort}/admin/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
