export { AUDIT_COUNTERS } from './audit-counters'
export { createHandlers } from './create-handlers'
export { FIRST_ROW_ID, RESOURCES as DEMO_RESOURCES } from './data/registry'
export type { ResourceDef } from './data/resource-def'
export { demoRecord } from './data/table'
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts'
export { DEMO_STATE_KEY, type KeyValueStorage } from './demo-store'
export { type FieldRule, FORM_RULES, type FormRules } from './form-rules'
export { toJsonText } from './json-text'
export { menuIdOf } from './menus'
export {
  createMockBackend,
  type LoginResult,
  type MockAccount,
  type MockBackend,
  type MockBackendOptions,
  type PageResult,
} from './mock-backend'
export { DISTRICT_ADMIN_GROUPS, PERMISSION_CATALOG, SPECIAL_CODES } from './permission-catalog'
