export { ApiError, type ApiErrorKind, isApiError } from './api-error'
export {
  type AttendanceEntry,
  getMissionAttendance,
  type MissionAttendance,
} from './attendance-operations'
export { loginByOrgPassword, logout } from './auth-operations'
export {
  CARD_IMPORT_MAX_ROWS,
  type CardImportResult,
  type CardImportRow,
  type CardRowRefusal,
  importCardApplications,
} from './card-import-operations'
export { createApiClient } from './create-api-client'
export {
  DECISION_CONFLICT_CODE,
  type Decision,
  type DecisionRequest,
  type DecisionResult,
  decideRecord,
  decideRecords,
  getPendingCounts,
  isDecisionConflict,
  newIdempotencyKey,
} from './decision-operations'
export { ENVELOPE_EXEMPT_PATHS } from './exempt-paths'
export { getExternalLoginToken } from './external-operations'
export type { components, paths } from './generated/schema'
export {
  getMakeupMission,
  getMissionParticipants,
  getSubmittedMakeups,
  type MakeupKind,
  type MakeupMission,
  type MakeupPage,
  type MakeupSaveBody,
  type MakeupSession,
  type Participant,
  type SubmittedMakeup,
  saveMakeupTime,
} from './makeup-operations'
export { MAKEUP_SAVE_PATHS } from './makeup-paths'
export {
  DEFAULT_TIMEOUT_MS,
  ERROR_DURATION_MS,
  FALLBACK_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SERVER_LOADING_MESSAGE,
  TIMEOUT_MESSAGE,
} from './messages'
export {
  getMissionSignInCode,
  type MissionPublishBody,
  type MissionSignInCode,
  modifyMission,
  publishHistoryMission,
  publishMission,
  refreshMissionSignInCode,
} from './mission-operations'
export {
  createResource,
  deleteResource,
  type FieldError,
  fieldErrorsOf,
  runAction,
  updateResource,
} from './mutation-operations'
export { parseApiJson } from './parse-api-json'
export { exportResourcePage, getResourceRecord, listResource } from './resource-operations'
export { isSessionExpired } from './session-expiry'
export {
  changePassword,
  getAnnouncements,
  getAuditStatic,
  getLeftMenu,
  getMyInfo,
  getPermissionList,
  updateMyInfo,
} from './shell-operations'
export {
  type CardCounts,
  type CardStatistics,
  getCardStatistics,
  getStatisticsAggregate,
  queryStatistics,
  STATISTICS_DIMENSIONS,
  STATISTICS_MEASURES,
  type StatisticsAggregate,
  type StatisticsDimension,
  type StatisticsFilter,
  type StatisticsMeasure,
  type StatisticsPeriod,
  type StatisticsQuery,
  type StatisticsQueryResult,
  type StatTotals,
} from './statistics-operations'
export { STATISTICS_PATHS } from './statistics-paths'
export type { StatValue } from './statistics-read'
export {
  createRole,
  deleteRole,
  type GrantKind,
  getOrgTreeChildren,
  getRoleGrants,
  listRoles,
  type OrgTreeKind,
  type OrgTreeNode,
  type OrgTreeSearchResult,
  type Role,
  type RoleGrants,
  renameRole,
  saveRoleGrants,
  searchOrgTree,
} from './structure-operations'
export type {
  AdminProfile,
  Announcement,
  AnnouncementParams,
  ApiClient,
  ApiClientOptions,
  AuditStatic,
  ChangePasswordBody,
  ExportQuery,
  ExternalSite,
  ListRow,
  LongId,
  MenuNode,
  Notify,
  NotifyOptions,
  OrgPasswordLoginForm,
  PagedList,
  PermissionEntry,
  ResourceQuery,
  SessionExpiry,
  UpdateMyInfoBody,
} from './types'
export { uploadImage } from './upload-operations'
