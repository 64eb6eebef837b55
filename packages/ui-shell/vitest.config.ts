import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Stories as tests in headless Chromium (Debian's, never downloaded); axe errors fail them. */
export default defineConfig({
  resolve: { conditions: ['@gdzyz/source', ...defaultClientConditions] },
  // Cast: pnpm holds two peer-variants of vitest/vite types; the plugin object is the same.
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }) as never],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
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
        },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1440, height: 900 } }],
    },
  },
})
