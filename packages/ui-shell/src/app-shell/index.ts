export { AppShell, type AppShellProps } from './app-shell'
export { MOBILE_BREAKPOINT } from './use-is-mobile'
