import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { demoMode } from './build/demo-mode'
import { earlyScript } from './build/early-script'
import { precompress } from './build/precompress'
import { runtimeConfig } from './build/runtime-config'

/** `API_TARGET=https://... pnpm dev` proxies the API to a real backend instead of the mocks. */
function apiTarget(): string {
  const target = process.env.API_TARGET ?? ''
  if (target && !/^https?:\/\/[^/]/.test(target)) {
    throw new Error(`API_TARGET must be an http(s) URL, got "${target}"`)
  }
  return target
}

/**
 * The dashboard (the page every session opens first), what every page needs but the shell does
 * not (TanStack Query, the api-client query factories, the pages' strings) in one chunk: left
 * to itself Rollup splits them into about ten small chunks, and on a throttled phone connection
 * (six connections per host) each is one more request competing with the entry script before
 * the first page can render.
 */
const DASHBOARD_MODULES = [
  // QueryClientProvider stays in the entry: auth's provider reads its context.
  /\/node_modules\/@tanstack\/(query-core|react-query\/build\/modern\/(?!QueryClientProvider))/,
  /\/apps\/console\/src\/(app\/query-client|pages\/dashboard-page|pages\/audit-links)\./,
  /\/apps\/console\/src\/i18n\/page-messages\.ts$/,
  /\/packages\/api-client\/src\/(resource|statistics|structure|decision)-operations\.ts$/,
  /\/packages\/api-client\/src\/(query|statistics-read)\.ts$/,
  // Chakra components the dashboard shares with other pages: otherwise Rollup gives them a
  // shared chunk of their own, one more request before the first page.
  /\/node_modules\/@chakra-ui\/react\/dist\/esm\/components\/(grid\/grid|flex\/flex|text\/index)\./,
]
/**
 * The start announcement's dialog and its sanitizer (DOMPurify) in one chunk: the alert is the
 * largest paint of a signed-in start, and a separate sanitizer chunk is one more request before it.
 */
const ANNOUNCEMENT_MODULES = [
  /\/packages\/ui-shell\/src\/(announcement-queue\/announcement-dialog|sanitize\/sanitize-announcement-html)\./,
  /\/node_modules\/(\.pnpm\/dompurify@[^/]+\/node_modules\/)?dompurify\//,
]
/**
 * CommonJS packages Emotion imports only for `withTheme` (which the console never uses): marked
 * free of side effects so the unused import does not keep them (about 2 KB gzip) in the entry.
 */
const PURE_PACKAGES = /\/node_modules\/(hoist-non-react-statics|react-is)\//
const moduleSideEffects = (id: string): boolean => !PURE_PACKAGES.test(id)
/**
 * Chakra builds the anatomy of every component when its module is evaluated (`createAnatomy`,
 * zag's `anatomy.build()`), so the parts of components the console never renders were kept;
 * these calls have no side effects.
 */
const PURE_FUNCTIONS = ['createAnatomy', 'anatomy', 'defineRecipe', 'defineSlotRecipe']

function startChunks(id: string): string | undefined {
  if (DASHBOARD_MODULES.some((pattern) => pattern.test(id))) return 'dashboard'
  if (ANNOUNCEMENT_MODULES.some((pattern) => pattern.test(id))) return 'announcement-dialog'
  return undefined
}

/**
 * react-router publishes a production build (its development warnings off, so the minifier
 * drops them) that its package exports never select: the production bundle uses it.
 */
const REACT_ROUTER_PRODUCTION = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist\/development\/index\.m?js$/, 'dist/production/index.mjs')

export default defineConfig(({ command }) => {
  const target = command === 'serve' ? apiTarget() : ''
  const proxy = { target, changeOrigin: true, secure: true }
  return {
    base: '/admin/',
    plugins: [
      react(),
      runtimeConfig(),
      earlyScript(),
      precompress(),
      ...(target ? [] : [demoMode()]),
    ],
    define: { 'import.meta.env.VITE_API_TARGET': JSON.stringify(target) },
    resolve: {
      conditions: ['@gdzyz/source', ...defaultClientConditions],
      alias: [
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
          : []),
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url),
          ),
        },
      ],
    },
    ssr: {
      noExternal: [/^@gdzyz\//],
      resolve: { conditions: ['@gdzyz/source', ...defaultServerConditions] },
    },
    server: {
      port: 5173,
      strictPort: true,
      ...(target ? { proxy: { '/v2/api': proxy, '/api': proxy } } : {}),
    },
    preview: { port: 4173, strictPort: true },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      // Every browser the console supports preloads modules natively; the polyfill would
      // only add to the first load (docs/performance.md).
      modulePreload: { polyfill: false },
      rollupOptions: {
        treeshake: { moduleSideEffects, manualPureFunctions: PURE_FUNCTIONS },
        output: { manualChunks: startChunks, onlyExplicitManualChunks: true },
      },
    },
  }
})
