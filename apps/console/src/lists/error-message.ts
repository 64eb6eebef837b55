/** The server's or the network's message of a failed call, if it has one. */
export function errorMessage(error: unknown): string | undefined {
  if (
    error &&
    typeof error === 'object' &&
    'msg' in error &&
    typeof error.msg === 'string' &&
    error.msg
  )
    return error.msg
  return error instanceof Error && error.message ? error.message : undefined
}
