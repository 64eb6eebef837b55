/**
 * The port between auth and the back end. `authApiFromClient` binds it to
 * @gdzyz/api-client; tests and other apps can pass any object of this shape.
 * The types are structural subsets of the api-client's, so either side can evolve.
 */

/** The admin profile fields auth relies on (SPEC section 3). Extra fields are kept. */
export interface AuthProfile {
  userName?: string
  idpicPath?: string
  /** Long integers may arrive as exact decimal strings. */
  adminId?: string | number
  groupId?: string | number | null
  mobile?: string
  districtId?: string | number | null
  forbiddenState?: string | number | null
  [field: string]: unknown
}

/** A left-menu node: `{ menuCode, id, children? }`. */
export interface AuthMenuNode {
  menuCode: string
  id: string | number
  children?: readonly AuthMenuNode[] | null
}

export interface AuthPermissionEntry {
  permissionCode: string
}

/** The org password login form of SPEC section 3. */
export interface LoginPayload {
  userName: string
  loginType: 2
  /** MD5 of the password, lowercase hex. */
  password: string
  sessionId: string
  sig: string
  verifyToken: string
}

/** The raw login answer: the token is at `other.access_token`. */
export interface LoginAnswer {
  other?: { access_token?: unknown } | null
  /** The server's reason when no token is given. */
  msg?: unknown
}

export interface AuthApi {
  login(form: LoginPayload): Promise<LoginAnswer>
  logout(): Promise<unknown>
  getMyInfo(): Promise<AuthProfile>
  getPermissionList(): Promise<readonly AuthPermissionEntry[]>
  getLeftMenu(): Promise<readonly AuthMenuNode[]>
}
