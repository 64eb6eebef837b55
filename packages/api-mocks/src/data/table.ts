import type { ListQuery } from './query'
import { ID_SPAN, resourceNamed } from './registry'
import type { ResourceDef, Row, Value } from './resource-def'
import { hashText, rowRandom } from './seed'

/** Changes made to rows (by id), as stored in the demo state: JSON values only. */
export type Patches = Readonly<Record<string, Record<string, unknown>>>

/** Marks a stored patch as a whole record created in the demo (its id follows the seeded rows). */
export const CREATED = '$created'
/** Marks a stored patch as a deleted row: lists and records no longer show it. */
export const DELETED = '$deleted'

const isDeleted = (patch: Record<string, unknown> | undefined) => patch?.[DELETED] === true
const isCreated = (patch: Record<string, unknown> | undefined) =>
  patch?.[CREATED] === true && !isDeleted(patch)

export interface Page {
  total: number
  list: Row[]
}

const compare = (a: Value | undefined, b: Value | undefined): number => {
  if (a === b) return 0
  if (a === undefined || a === null) return -1
  if (b === undefined || b === null) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : 1
  const x = String(a)
  const y = String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** One resource's rows: the seeded base rows (made once, lazily) under the stored patches. */
export class ResourceTable {
  readonly def: ResourceDef
  readonly base: bigint
  private readonly seed: number
  private readonly fields: readonly string[]
  private rows: Row[] | undefined
  private cache: { key: string; order: number[] } | undefined

  constructor(def: ResourceDef, base: bigint) {
    this.def = def
    this.base = base
    this.seed = hashText(def.name)
    this.fields = [
      ...new Set([...def.listFields, ...def.searchable, 'districtId', 'status', def.dateField]),
    ]
  }

  /** Every field of row `index` (the record), before patches. */
  full(index: number): Row {
    return { id: this.base + BigInt(index), ...this.def.build(rowRandom(this.seed, index), index) }
  }

  private baseRows(): Row[] {
    if (!this.rows) {
      const rows: Row[] = new Array(this.def.count)
      for (let i = 0; i < this.def.count; i++) {
        const built = this.def.build(rowRandom(this.seed, i), i)
        const row: Row = {}
        for (const field of this.fields) {
          if (field === 'id') row.id = this.base + BigInt(i)
          else if (field in built) row[field] = built[field] as Value
        }
        rows[i] = row
      }
      this.rows = rows
    }
    return this.rows
  }

  /** Makes the seeded rows now (otherwise they are made on first use). */
  prepare(): void {
    this.baseRows()
  }

  /** Offset of an id in this resource's id range (seeded and created rows), or -1. */
  private offsetOf(id: string): number {
    if (!/^[0-9]{1,20}$/.test(id)) return -1
    const offset = BigInt(id) - this.base
    return offset >= 0n && offset < ID_SPAN ? Number(offset) : -1
  }

  /** Row index of a seeded id of this resource, or -1. */
  indexOf(id: string): number {
    const offset = this.offsetOf(id)
    return offset < this.def.count ? offset : -1
  }

  /** True when `id` names a row that exists now (seeded or created, not deleted). */
  has(id: string, patches: Patches): boolean {
    const patch = patches[id]
    if (isDeleted(patch)) return false
    return this.indexOf(id) >= 0 || (this.offsetOf(id) >= 0 && isCreated(patch))
  }

  /** The id the next created row gets (after the seeded and created rows). */
  nextId(patches: Patches): string {
    let next = this.def.count
    for (const id of Object.keys(patches)) next = Math.max(next, this.offsetOf(id) + 1)
    return String(this.base + BigInt(next))
  }

  /** Patches by row offset (ids of other resources are ignored). */
  private byIndex(patches: Patches): Map<number, Record<string, unknown>> {
    const map = new Map<number, Record<string, unknown>>()
    for (const [id, patch] of Object.entries(patches)) {
      const i = this.offsetOf(id)
      if (i >= 0 && (i < this.def.count || isCreated(patch) || isDeleted(patch))) map.set(i, patch)
    }
    return map
  }

  /** Seeded offsets and then created ones, deleted rows left out. */
  private offsets(patched: Map<number, Record<string, unknown>>): number[] {
    const out: number[] = []
    for (let i = 0; i < this.def.count; i++) if (!isDeleted(patched.get(i))) out.push(i)
    for (const [i, patch] of patched) if (i >= this.def.count && isCreated(patch)) out.push(i)
    return out
  }

  private rowAt(i: number, patched: Map<number, Record<string, unknown>>): Row {
    const patch = patched.get(i)
    if (i >= this.def.count) {
      const created: Row = { id: this.base + BigInt(i) }
      for (const field of this.fields)
        if (field !== 'id' && patch && field in patch) created[field] = patch[field] as Value
      return created
    }
    const row = this.baseRows()[i] as Row
    if (!patch) return row
    const merged: Row = { ...row }
    for (const field of this.fields) if (field in patch) merged[field] = patch[field] as Value
    return merged
  }

  /** The record with every field, or undefined for an unknown id. */
  record(id: string, patches: Patches): Row | undefined {
    if (!this.has(id, patches)) return undefined
    const i = this.indexOf(id)
    const patch = (patches[id] ?? {}) as Row
    const record: Row = i >= 0 ? { ...this.full(i), ...patch } : { ...patch, id: BigInt(id) }
    delete record[CREATED]
    if (this.def.audit && !Array.isArray(record.trail)) record.trail = []
    return record
  }

  private matches(row: Row, q: ListQuery): boolean {
    if (q.status !== undefined && row.status !== q.status) return false
    if (q.districtId !== undefined && row.districtId !== q.districtId) return false
    if (q.startDate || q.endDate) {
      const day = String(row[this.def.dateField] ?? '').slice(0, 10)
      if (q.startDate && day < q.startDate) return false
      if (q.endDate && day > q.endDate) return false
    }
    const keyword = q.keyword
    if (keyword) return this.def.searchable.some((f) => String(row[f] ?? '').includes(keyword))
    return true
  }

  /** Row indexes matching `q`, in the requested order (cached for the export's next pages). */
  private ordered(q: ListQuery, patches: Patches, version: string): number[] {
    const known = q.sortField !== undefined && this.def.listFields.includes(q.sortField)
    const field = known ? (q.sortField as string) : this.def.defaultSort.field
    const order = known ? q.sortOrder : this.def.defaultSort.order
    const key = JSON.stringify([
      q.keyword,
      q.status,
      q.districtId,
      q.startDate,
      q.endDate,
      q.ids,
      field,
      order,
      version,
    ])
    if (this.cache?.key === key) return this.cache.order
    const patched = this.byIndex(patches)
    const candidates = q.ids
      ? [
          ...new Set(q.ids.filter((id) => this.has(id, patches)).map((id) => this.offsetOf(id))),
        ].sort((x, y) => x - y)
      : this.offsets(patched)
    const matching: number[] = []
    const keys: (Value | undefined)[] = []
    for (const i of candidates) {
      const row = this.rowAt(i, patched)
      if (!this.matches(row, q)) continue
      matching.push(i)
      keys.push(row[field])
    }
    const sign = order === 'desc' ? -1 : 1
    const positions = Array.from(matching, (_, p) => p)
    // Row order (index) breaks ties: the order is total and stable across pages.
    positions.sort((a, b) => sign * compare(keys[a], keys[b]) || a - b)
    const ordered = positions.map((p) => matching[p] as number)
    this.cache = { key, order: ordered }
    return ordered
  }

  /** The default view of a list made in order: only the rows of the page are made. */
  private firstView(q: ListQuery, patches: Patches): Page | undefined {
    const plain =
      this.def.madeInOrder &&
      !this.rows &&
      !Object.values(patches).some((patch) => isCreated(patch) || isDeleted(patch)) &&
      q.keyword === undefined &&
      q.status === undefined &&
      q.districtId === undefined &&
      q.startDate === undefined &&
      q.endDate === undefined &&
      q.ids === undefined &&
      (q.sortField === undefined ||
        !this.def.listFields.includes(q.sortField) ||
        (q.sortField === this.def.defaultSort.field && q.sortOrder === this.def.defaultSort.order))
    if (!plain) return undefined
    const start = Math.min((q.pageNum - 1) * q.pageSize, this.def.count)
    const end = Math.min(start + q.pageSize, this.def.count)
    const list: Row[] = []
    for (let i = start; i < end; i++) {
      const record = { ...this.full(i), ...((patches[String(this.base + BigInt(i))] ?? {}) as Row) }
      const out: Row = {}
      for (const field of this.def.listFields)
        if (field in record) out[field] = record[field] as Value
      list.push(out)
    }
    return { total: this.def.count, list }
  }

  page(q: ListQuery, patches: Patches, version: string): Page {
    const first = this.firstView(q, patches)
    if (first) return first
    const order = this.ordered(q, patches, version)
    const patched = this.byIndex(patches)
    const start = (q.pageNum - 1) * q.pageSize
    const list = order.slice(start, start + q.pageSize).map((i) => {
      const row = this.rowAt(i, patched)
      const out: Row = {}
      for (const field of this.def.listFields) if (field in row) out[field] = row[field] as Value
      return out
    })
    return { total: order.length, list }
  }

  /** Visits every row as the lists see it (patches applied, created rows in, deleted out). */
  scan(patches: Patches, visit: (row: Row) => void): void {
    const patched = this.byIndex(patches)
    for (const i of this.offsets(patched)) visit(this.rowAt(i, patched))
  }

  /** Rows counted by status (the audit counters). */
  countStatus(status: number, patches: Patches): number {
    const patched = this.byIndex(patches)
    let n = 0
    for (const i of this.offsets(patched)) if (this.rowAt(i, patched).status === status) n++
    return n
  }
}

const tables = new Map<string, ResourceTable>()

/** The table of a resource (shared: base rows are the same for every backend), or undefined. */
export const tableOf = (name: string): ResourceTable | undefined => {
  const found = tables.get(name)
  if (found) return found
  const entry = resourceNamed(name)
  if (!entry) return undefined
  const table = new ResourceTable(entry.def, entry.base)
  tables.set(name, table)
  return table
}

/** Record `index` of a demo resource as seeded (documentation and tests), or undefined. */
export const demoRecord = (resource: string, index: number): Row | undefined => {
  const table = tableOf(resource)
  return table && index >= 0 && index < table.def.count ? table.full(index) : undefined
}
