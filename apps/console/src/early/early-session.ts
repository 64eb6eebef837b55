// The early script: a classic script index.html loads before the module entry (a file of its
// own, so the CSP keeps script-src 'self'). Built by build/early-script.ts.
import { EARLY_GLOBAL, EARLY_TIMEOUT_MS, type EarlyPreloads } from './early-contract'
import { startEarlyRequests } from './start-early-requests'

declare const __EARLY_BASE__: string
declare const __EARLY_PRELOADS__: EarlyPreloads

function preload(url: string): void {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = url
  document.head.append(link)
}

try {
  Object.defineProperty(window, EARLY_GLOBAL, {
    value: startEarlyRequests({
      fetch: window.fetch.bind(window),
      cookie: document.cookie,
      configUrl: `${__EARLY_BASE__}config.json`,
      base: __EARLY_BASE__,
      pathname: location.pathname,
      timeoutMs: EARLY_TIMEOUT_MS,
      preloads: __EARLY_PRELOADS__,
      preload,
    }),
  })
} catch {
  // Cookies or fetch unavailable: the app makes every request itself.
}
