import type { Client } from 'openapi-fetch'
import type { ApiError } from './api-error'
import type { components, paths } from './generated/schema'

type Schemas = components['schemas']

/** An id that may exceed 2^53: a number when safe, else its exact decimal string. */
export type LongId = number | string

/** The openapi-fetch client with the platform middlewares installed. */
export type ApiClient = Client<paths>

export type NotifyOptions = { type: 'error'; duration: number }
export type Notify = (message: string, opts: NotifyOptions) => void

/** How the client recognises an answer meaning "the token is missing, unknown or expired". */
export interface SessionExpiry {
  /** HTTP statuses of such an answer (default `[401]`). */
  statuses?: readonly number[]
  /** Envelope `code`s of such an answer, whatever its HTTP status (compared as text; default none). */
  codes?: readonly (string | number)[]
  /**
   * Called instead of `notify` for each such answer; the call still rejects with the ApiError.
   * Typically: show one message, clear the session and send the user to sign in again.
   */
  onExpired: (error: ApiError) => void
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; default '' (same origin). */
  baseUrl?: string
  /** Read on every request; a returned token is sent as `Authorization: Bearer <token>`. */
  getToken?: () => string | null | undefined
  /** Shows an error message (red, 5 s). */
  notify?: Notify
  /** Recognises an expired session and hands it to its own handler instead of `notify`. */
  sessionExpiry?: SessionExpiry
  fetch?: typeof fetch
  /** Default 500000 ms. */
  timeoutMs?: number
  /** Extra paths answered raw, without the envelope check (added to the built-in list). */
  exemptPaths?: string[]
}

export type OrgPasswordLoginForm = Schemas['OrgPasswordLoginForm']

export interface LoginResponse {
  code: number | string
  msg: string
  data?: unknown
  other?: { access_token: string; [key: string]: unknown } | null
}

export type AdminProfile = Omit<Schemas['AdminProfile'], 'adminId' | 'districtId'> & {
  adminId: LongId
  districtId?: LongId
  [key: string]: unknown
}

export interface MenuNode {
  menuCode: string
  id: LongId
  children?: MenuNode[]
}

export interface PermissionEntry {
  permissionCode: string
}

export interface Announcement {
  title: string
  content: string
  bottomContent?: string
  showType?: number
  menuId?: LongId
}

export type AnnouncementParams = { showType: 4 | 5; menuId?: string }

export type AuditStatic = Schemas['AuditStatic']

export type ListRow = Record<string, unknown>

/** Query of one list page: page, filters (all optional) and server-side order. */
export interface ResourceQuery {
  pageNum: number
  /** 10, 20, 30, 50 or 100. */
  pageSize: number
  keyword?: string
  /** Status code of the resource's status set (audit: 0 pending, 1 approved, 2 rejected). */
  status?: number
  /** City code, one of Guangdong's 21 prefecture-level cities (for example '440100'). */
  districtId?: string
  /** yyyy-mm-dd, inclusive, on the resource's date field. */
  startDate?: string
  endDate?: string
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

/** An export page: the list's query with pageSize up to 5000, optionally only some ids. */
export interface ExportQuery extends ResourceQuery {
  ids?: readonly string[]
}

export interface PagedList {
  total: number
  list: ListRow[]
}

export type UpdateMyInfoBody = Schemas['UpdateMyInfoBody']

export type ChangePasswordBody = Schemas['ChangePasswordBody']

export type ExternalSite = 'hszh' | 'spaq' | 'xfaq'
