export { ERROR_DURATION_MS, notifyError, notifySuccess, Toaster } from './toaster'
