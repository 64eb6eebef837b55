export { ERROR_DURATION_MS, notifyError, Toaster } from './toaster'
