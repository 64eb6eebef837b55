/** The two interface languages. Simplified Chinese is the default. */
export type Locale = 'zh-CN' | 'zh-TW'

/** A text in both interface languages. */
export type LocalizedText = Readonly<Record<Locale, string>>

/** Menu item display attributes (SPEC section 3). */
export interface RouteMeta {
  title: LocalizedText
  /** Icon name understood by the shell (see @gdzyz/ui-shell's icon map). */
  icon?: string
  /** `*` or absent: open to everyone; otherwise a permission or menu code. */
  permission?: string
  hidden?: boolean
  alwaysShow?: boolean
  noCache?: boolean
  affix?: boolean
}

/**
 * A node of the console's route table. Plain data, so that it can be filtered by
 * `filterRoutes`, rendered by the shell's sidebar and turned into router objects.
 */
export interface AppRoute {
  /** Absolute for top-level routes (`/personnel`), relative for children (`regist_audit`). */
  path: string
  redirect?: string
  meta?: RouteMeta
  children?: AppRoute[]
}
