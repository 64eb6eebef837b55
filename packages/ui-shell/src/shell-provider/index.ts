export { ShellProvider, type ShellProviderProps } from './shell-provider'
