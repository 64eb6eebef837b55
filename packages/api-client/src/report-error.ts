import { ApiError, type ApiErrorInit } from './api-error'

/** Where a failed call's error goes before the call rejects with it (shown, or handled). */
export type ReportError = (error: ApiError) => void

/** Hands the error to `report` (which shows it, red for 5 s) and returns it to reject with. */
export const reportError = (report: ReportError | undefined, init: ApiErrorInit): ApiError => {
  const error = new ApiError(init)
  report?.(error)
  return error
}
