/** Parsed JSON of the responses rebuilt by the lossless-json middleware. */
export const parsedBodies = new WeakMap<Response, unknown>()

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
