export type {
  AuthApi,
  AuthMenuNode,
  AuthPermissionEntry,
  AuthProfile,
  LoginAnswer,
  LoginPayload,
} from './auth-api'
export { authApiFromClient } from './auth-api-from-client'
export type { CookieJar } from './cookie'
export type {
  Auth,
  AuthLogger,
  AuthOptions,
  AuthResult,
  BootstrapPart,
  BootstrapResult,
} from './create-auth'
export { createAuth } from './create-auth'
export type { CrossTabOptions } from './cross-tab'
export type { SpecialPermission } from './external-link'
export { externalSiteUrl, isExternalLink, SPECIAL_PERMISSIONS } from './external-link'
export type { FilterableRoute, WithRedirect } from './filter-routes'
export { filterRoutes } from './filter-routes'
export { collectMenuCodes, menuIdFor } from './menu'
export type {
  BannedDialog,
  NavigationDecision,
  NavigationEnv,
  NavigationState,
  SignedOutTarget,
} from './navigation'
export { BANNED_DIALOG, decideNavigation, signedOutTarget } from './navigation'
export type { CaptchaResult, LoginInput } from './password'
export { buildLoginPayload, hashPassword } from './password'
export type { CatalogueEntry, CatalogueKind, CatalogueSection } from './route-catalogue'
export { catalogueCodes, permissionOf, routeCatalogue } from './route-catalogue'
export type { AppRoute, Locale, LocalizedText, RouteMeta } from './route-types'
export type { KeyValueStorage } from './safe-storage'
export type {
  SessionAccess,
  SessionListener,
  SessionState,
  SessionStore,
  SessionStoreOptions,
} from './session-store'
export { createSessionStore } from './session-store'
