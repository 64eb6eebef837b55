import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'
import type { EarlyPreloads } from '../src/early/early-contract'

const ENTRY = fileURLToPath(new URL('../src/early/early-session.ts', import.meta.url))

/** The chunk holding `module` and the chunks it imports statically (the entry excepted). */
function chunkFiles(bundle: Rollup.OutputBundle, module: RegExp, base: string): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  )
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)))
  if (!start) throw new Error(`early script: no chunk holds ${module}`)
  const files = new Set<string>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const name of chunk.imports) {
      const next = bundle[name]
      if (next?.type === 'chunk') visit(next)
    }
  }
  visit(start)
  return [...files].map((file) => `${base}${file}`)
}

async function compile(base: string, preloads: EarlyPreloads): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define: {
      __EARLY_BASE__: JSON.stringify(base),
      __EARLY_PRELOADS__: JSON.stringify(preloads),
    },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      modulePreload: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'gdzyzEarlySession' },
    },
  })
  const [result] = Array.isArray(output) ? output : [output]
  const chunk = (result as Rollup.RollupOutput).output[0]
  return chunk.code
}

/**
 * The early script (src/early/early-session.ts) as a classic script of its own, hashed, loaded
 * by index.html before the module entry: `script-src 'self'`, no inline script. It knows the
 * chunks of the announcement dialog and of the dashboard, to fetch them ahead.
 */
export function earlyScript(): Plugin {
  let base = '/'
  let src = ''
  return {
    name: 'gdzyz:early-script',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async generateBundle(_options, bundle) {
      const code = await compile(base, {
        announcementDialog: chunkFiles(
          bundle,
          /\/announcement-queue\/announcement-dialog\.tsx$/,
          base,
        ),
        signedIn: chunkFiles(bundle, /\/i18n\/page-messages\.ts$/, base),
        dashboard: chunkFiles(bundle, /\/pages\/dashboard-page\.tsx$/, base),
      })
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      const fileName = `assets/early-session-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })
      src = `${base}${fileName}`
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!src) throw new Error('early script: index.html transformed before the bundle')
        const tag = `<script src="${src}"></script>\n    `
        const at = html.indexOf('<script type="module"')
        if (at < 0) throw new Error('early script: index.html has no module entry')
        return `${html.slice(0, at)}${tag}${html.slice(at)}`
      },
    },
  }
}
