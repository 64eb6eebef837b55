export {
  AnnouncementQueue,
  type AnnouncementQueueProps,
  preloadAnnouncementDialog,
  type QueuedAnnouncement,
} from './announcement-queue'
export { AppShell, type AppShellProps, MOBILE_BREAKPOINT } from './app-shell'
export { BACK_TO_TOP_THRESHOLD, BackToTop, type BackToTopProps } from './back-to-top'
export { BannedDialog, type BannedDialogProps } from './banned-dialog'
export { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, setLocale, useLocale } from './i18n/locale'
export { SHELL_NAMESPACE, shellResources } from './i18n/resources'
export { iconMap, resolveIcon } from './icons/icon-map'
export {
  compressImage,
  type ImageEncoder,
  ImageUpload,
  type ImageUploadProps,
} from './image-upload'
export {
  type ListColumn,
  ListPage,
  type ListPageProps,
  type ListQuery,
  type ListResult,
} from './list-page'
export { type AnnouncementLink, Navbar, type NavbarProps } from './navbar'
export {
  PRODUCT_TITLE,
  PRODUCT_TITLES,
  pageTitle,
  SHORT_TITLE,
  SIDEBAR_TITLE,
  SIDEBAR_TITLES,
} from './page-title'
export { PAGE_SIZES, Pagination, type PaginationProps } from './pagination'
export { sanitizeAnnouncementHtml } from './sanitize/sanitize-announcement-html'
export { SettingsPanel, type SettingsPanelProps } from './settings-panel'
export { ShellProvider, type ShellProviderProps } from './shell-provider'
export { Sidebar, type SidebarProps } from './sidebar'
export {
  createSettingsStore,
  DEFAULT_SETTINGS,
  type SettingsStore,
  type SettingsStoreOptions,
  type ShellSettings,
  type ShellSize,
} from './stores/settings-store'
export {
  type CloseResult,
  createTagsStore,
  type TagsState,
  type TagsStore,
  type TagsStoreOptions,
  type TagView,
} from './stores/tags-store'
export { TagsView, type TagsViewProps } from './tags-view'
export { getShellSystem, system } from './theme/system'
export { ERROR_DURATION_MS, notifyError, notifySuccess, Toaster } from './toaster'
