import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Plugin, ViteDevServer } from 'vite'

const require = createRequire(import.meta.url)

interface DemoAccountLike {
  userName?: string
  description?: string
  label?: string
}

function describeAccounts(accounts: unknown): string[] {
  const list: [string, DemoAccountLike][] = Array.isArray(accounts)
    ? accounts.map((a: DemoAccountLike) => [a.userName ?? '', a])
    : Object.entries((accounts ?? {}) as Record<string, DemoAccountLike>)
  return list.map(([name, a]) => {
    const note = typeof a === 'object' && a ? (a.description ?? a.label ?? '') : ''
    return `    ${(a?.userName ?? name).padEnd(14)} ${note}`
  })
}

async function printDemoBanner(server: ViteDevServer): Promise<void> {
  const url = `http://localhost:${server.config.server.port}/admin/login`
  try {
    const mocks = await server.ssrLoadModule('@gdzyz/api-mocks')
    server.config.logger.info(
      [
        '',
        '  Demo mode: the API is answered by @gdzyz/api-mocks in a service worker.',
        `  Sign in at ${url}`,
        `  Demo accounts (password ${String(mocks.DEMO_PASSWORD)}):`,
        ...describeAccounts(mocks.DEMO_ACCOUNTS),
        '',
      ].join('\n'),
    )
  } catch (error) {
    server.config.logger.error(`  Demo accounts unavailable: ${String(error)}`)
    server.config.logger.info(`  Sign in at ${url}`)
  }
}

/**
 * Demo mode for `vite dev`: serves msw's worker script at `<base>mockServiceWorker.js`
 * straight from the msw package (nothing is copied into `public/`, so a production
 * build never contains it) and prints the demo accounts once the server listens.
 */
export function demoMode(): Plugin {
  return {
    name: 'gdzyz-demo-mode',
    apply: 'serve',
    configureServer(server) {
      const workerPath = `${server.config.base}mockServiceWorker.js`
      server.middlewares.use(workerPath, (_req, res, next) => {
        readFile(require.resolve('msw/mockServiceWorker.js'), 'utf8').then((body) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          res.setHeader('Service-Worker-Allowed', server.config.base)
          res.end(body)
        }, next)
      })
      server.httpServer?.once('listening', () => {
        setTimeout(() => void printDemoBanner(server), 50)
      })
    },
  }
}
