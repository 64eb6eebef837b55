export { createHandlers } from './create-handlers'
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts'
export { toJsonText } from './json-text'
export { menuIdOf } from './menus'
export {
  createMockBackend,
  type LoginResult,
  type MockAccount,
  type MockBackend,
  type PagedQuery,
} from './mock-backend'
export { FIRST_ROW_ID } from './paged-rows'
export { DISTRICT_ADMIN_GROUPS, PERMISSION_CATALOG, SPECIAL_CODES } from './permission-catalog'
