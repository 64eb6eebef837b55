/**
 * What the early script (`early-session.ts`, a classic script `index.html` runs before the
 * module entry) and the app agree on. Kept free of imports so the script stays tiny.
 */

/** The `window` property the early script leaves its requests on. */
export const EARLY_GLOBAL = '__gdzyzEarly'

/** The token cookie (the session store reads the same one). */
export const TOKEN_COOKIE = 'Admin-Token'

/** SPEC section 9 (the api-client's `DEFAULT_TIMEOUT_MS`; a test keeps them equal). */
export const EARLY_TIMEOUT_MS = 500_000

/**
 * The session calls started before the bundle arrives, path and query exactly as the app's
 * operations ask them: profile, permissions, menu and the start announcements (type 4).
 */
export const EARLY_CALLS = [
  '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo',
  '/v2/api/gdzyz/manage/pc/common/menutree/permissionList',
  '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu',
  '/v2/api/gdzyz/home/announcement/list?showType=4',
] as const

export const START_ANNOUNCEMENTS = EARLY_CALLS[3]

/** An answer as the server sent it: the app parses `text` with its own (lossless) parser. */
export interface EarlyAnswer {
  status: number
  statusText: string
  headers: [string, string][]
  text: string
}

/** `null`: the request failed (network error, timeout); the app then asks again. */
export type EarlyResult = EarlyAnswer | null

export interface EarlyRequests {
  /** `config.json`, asked on every start. */
  config: Promise<EarlyResult>
  /** The token the session calls carried (none started without one). */
  token: string | null
  /** The session calls by path and query. */
  calls: Partial<Record<string, Promise<EarlyResult>>>
}

/** Chunks to fetch ahead, written in by the build (build/early-script.ts). */
export interface EarlyPreloads {
  /** The announcement dialog's code: fetched once the start answer holds an announcement. */
  announcementDialog: readonly string[]
  /** What every page of a signed-in start needs (the pages' strings): fetched at once. */
  signedIn: readonly string[]
  /** The dashboard's code: fetched at once when a signed-in start opens the dashboard. */
  dashboard: readonly string[]
}
