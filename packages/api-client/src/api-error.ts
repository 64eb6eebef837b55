export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'parse'

export interface ApiErrorInit {
  kind: ApiErrorKind
  msg: string
  code?: string | number | undefined
  body?: unknown
  status?: number | undefined
  cause?: unknown
}

/** The single error type every failed call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** Envelope `code` of the answer, when it had one. */
  readonly code: string | number | undefined
  /** The message shown to the user. */
  readonly msg: string
  /** The raw answer (parsed when it was JSON, else its text). */
  readonly body: unknown
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.code = init.code
    this.msg = init.msg
    this.body = init.body
    this.status = init.status
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError
