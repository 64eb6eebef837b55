export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TimeoutError'
