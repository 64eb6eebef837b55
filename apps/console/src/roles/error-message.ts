import { isApiError } from '@gdzyz/api-client'

/** The server's message of a refused call, else the error's own text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.msg
  return error instanceof Error ? error.message : 'Error'
}
