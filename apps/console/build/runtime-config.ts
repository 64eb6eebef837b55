import { loadEnv, type Plugin } from 'vite'
import { toConfigJson } from '../src/runtime-config/app-config-schema'
import { configDefaults } from '../src/runtime-config/config-defaults'

/**
 * `config.json` beside `index.html`: the build writes the build's defaults (its `VITE_*`
 * variables over the built-in values) as a complete file for operators to edit per
 * environment; the dev server answers the same file.
 */
export function runtimeConfig(): Plugin {
  let json = '{}'
  let base = '/'
  return {
    name: 'gdzyz:runtime-config',
    config(config, { mode }) {
      const root = config.root ?? process.cwd()
      const env = loadEnv(mode, config.envDir || root, 'VITE_')
      const warn = (message: string) => console.warn(`[config] ${message}`)
      const defaults = toConfigJson(configDefaults(env, warn))
      json = `${JSON.stringify(defaults, null, 2)}\n`
      // The app gets the validated defaults as data, not the code that reads the variables.
      return { define: { 'import.meta.env.GDZYZ_CONFIG_DEFAULTS': JSON.stringify(defaults) } }
    },
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}config.json`) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(json)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: json })
    },
  }
}
