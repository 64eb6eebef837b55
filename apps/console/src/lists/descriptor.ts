import type { FormFieldDescriptor } from '../forms/descriptor'

/**
 * A list page as data: which resource it reads, which columns, filters and detail fields it shows.
 * Shared list components render any descriptor; connecting the real backend means editing the
 * resource mapping (docs/screens.md), not the screens.
 */
export type CellKind =
  | 'text'
  | 'id'
  | 'idCard'
  | 'mobile'
  | 'status'
  | 'dateTime'
  | 'date'
  | 'district'
  | 'number'
  | 'money'
  | 'link'

/**
 * What a list page lets an admin do besides reading (labels are full i18n keys of namespace app):
 * - link: page scope is a toolbar button (添加…), row scope a button opening `to?id=<row id>`;
 * - delete: deleteResource after an alertdialog stating `confirm`;
 * - action: runAction with `{ id, ...inputs }` for a row (shown when the row's `when.field`
 *   equals `when.equals`), or `{ ids, ...inputs }` for the selected rows (scope 'selection');
 *   optional `fields` are asked in a dialog, `confirm` in an alertdialog.
 */
export type ListAction =
  | { kind: 'link'; scope: 'page' | 'row'; label: string; to: string }
  | { kind: 'delete'; label: string; confirm: string }
  | {
      kind: 'action'
      label: string
      action: string
      scope?: 'row' | 'selection'
      confirm?: string
      when?: { field: string; equals: string | number }
      fields?: readonly FormFieldDescriptor[]
    }

/** Status vocabularies; labels live under `app:status.*`. */
export type StatusSet = 'audit' | 'state' | 'publish' | 'handle' | 'card' | 'hire' | 'confirm'

export interface FieldDescriptor {
  /** Record field name in the resource contract. */
  field: string
  /** i18n key under `app:columns.*`. */
  label: string
  /** Default 'text'. */
  kind?: CellKind
  sortable?: boolean
  /** Column hidden until the user shows it in the column settings. */
  hidden?: boolean
}

export type FilterDescriptor =
  | { kind: 'status' }
  | { kind: 'district' }
  | { kind: 'dateRange'; label: string }

export interface ListDescriptor {
  /** Resource name in the list contract (not the path segment). */
  resource: string
  /** Field naming a record: the detail's title and the row checkbox's name. */
  titleField: string
  /** i18n key under `app:keyword.*`: what the keyword box searches. */
  keyword?: string
  status: StatusSet
  columns: readonly FieldDescriptor[]
  filters: readonly FilterDescriptor[]
  defaultSort?: { field: string; order: 'asc' | 'desc' }
  /** Every field the record detail shows (more than the columns). */
  detail: readonly FieldDescriptor[]
  /**
   * An audit page: opens on 待审核, pending rows are decided with 通过 / 驳回 (one or in batches)
   * and the record detail shows the decision trail. Needs the 'audit' status set.
   */
  audit?: boolean
  /** Toolbar links, row actions and selection actions; lists refetch after each change. */
  actions?: readonly ListAction[]
}
