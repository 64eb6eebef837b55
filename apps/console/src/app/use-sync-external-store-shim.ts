/**
 * Build alias for `use-sync-external-store/shim` (vite.config.ts): react-i18next imports the
 * shim for React 17, whose CommonJS fallback cannot be tree-shaken. React 19 has the hook.
 */
export { useSyncExternalStore } from 'react'
