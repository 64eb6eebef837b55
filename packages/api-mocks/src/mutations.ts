import { type ActionContext, type Answer, actionEffects } from './action-effects'
import { CITIES } from './data/districts'
import type { Row } from './data/resource-def'
import { CREATED, DELETED, tableOf } from './data/table'
import type { DemoState, DemoStore } from './demo-store'
import { checkForm, type FieldError, uniqueFields } from './form-check'

type MutationAnswer = Answer

const refusal = (msg: string): MutationAnswer => ({ code: 0, msg, data: null })

/** A refusal naming fields; its msg is the first field's message. */
export const fieldRefusal = (fieldErrors: FieldError[]): MutationAnswer => ({
  code: 0,
  msg: fieldErrors[0]?.message ?? '提交的内容有误',
  data: { fieldErrors },
})

const beijingTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

const cityName = (code: unknown) => CITIES.find((c) => c.code === code)?.name

/** Fields derived on the server: the city's name beside its code. */
const derived = (values: Record<string, unknown>): Record<string, unknown> => {
  const name = cityName(values.districtId)
  return name ? { districtName: name } : {}
}

const rowsOf = (state: DemoState, resource: string) => {
  const rows = state.records[resource] ?? {}
  state.records[resource] = rows
  return rows
}

/**
 * Create, update, delete and named actions over the demo state, each body checked by the form
 * rules of its resource or action (a refusal names the fields). Text is stored as given.
 */
export const createMutationState = (store: DemoStore, now: () => number = Date.now) => {
  const taken = (resource: string, values: Record<string, unknown>, exceptId?: string) => {
    const table = tableOf(resource)
    if (!table) return []
    const patches = store.read().records[resource] ?? {}
    const errors: FieldError[] = []
    for (const field of uniqueFields(resource)) {
      const value = values[field]
      if (value === undefined) continue
      const page = table.page(
        { pageNum: 1, pageSize: 100_000, sortOrder: 'asc' },
        patches,
        store.revision(),
      )
      const clash = page.list.some(
        (row: Row) => String(row.id) !== exceptId && row[field] === value,
      )
      if (clash) errors.push({ field, message: '已存在，请更换' })
    }
    return errors
  }

  const recordOf = (resource: string, id: string) =>
    tableOf(resource)?.record(id, store.read().records[resource] ?? {})

  const create = (resource: string, body: Record<string, unknown>): MutationAnswer => {
    const table = tableOf(resource)
    const checked = table ? checkForm(resource, body) : undefined
    if (!table || !checked) return refusal('该列表不支持新增')
    if (!checked.ok) return fieldRefusal(checked.fieldErrors)
    const clashes = taken(resource, checked.values)
    if (clashes.length) return fieldRefusal(clashes)
    return { code: 1, msg: 'success', data: insert(resource, checked.stored) ?? null }
  }

  /** Stores a new row (already checked) and answers it as a record. */
  const insert = (resource: string, fields: Record<string, unknown>) => {
    const table = tableOf(resource)
    if (!table) return undefined
    let id = ''
    store.update((state) => {
      const rows = rowsOf(state, resource)
      id = table.nextId(rows)
      rows[id] = {
        [CREATED]: true,
        status: table.def.statuses[0] ?? 0,
        [table.def.dateField]: beijingTime(now()),
        createTime: beijingTime(now()),
        ...fields,
        ...derived(fields),
      }
    })
    return recordOf(resource, id)
  }

  const update = (resource: string, id: string, body: Record<string, unknown>) => {
    const table = tableOf(resource)
    const checked = table ? checkForm(resource, body, true) : undefined
    if (!table || !checked) return refusal('该列表不支持修改')
    if (!table.has(id, store.read().records[resource] ?? {})) return refusal('记录不存在或已删除')
    if (!checked.ok) return fieldRefusal(checked.fieldErrors)
    const clashes = taken(resource, checked.values, id)
    if (clashes.length) return fieldRefusal(clashes)
    patch(resource, id, { ...checked.stored, ...derived(checked.stored) })
    return { code: 1, msg: 'success', data: recordOf(resource, id) ?? null }
  }

  const patch = (resource: string, id: string, change: Record<string, unknown>) =>
    store.update((state) => {
      const rows = rowsOf(state, resource)
      rows[id] = { ...rows[id], ...change }
    })

  const remove = (resource: string, id: string): MutationAnswer => {
    const table = tableOf(resource)
    if (!table || !checkForm(resource, {}, true)) return refusal('该列表不支持删除')
    if (!table.has(id, store.read().records[resource] ?? {})) return refusal('记录不存在或已删除')
    patch(resource, id, { [DELETED]: true })
    return { code: 1, msg: 'success', data: null }
  }

  const context = (operator: string): ActionContext => ({
    operator,
    now: () => beijingTime(now()),
    record: recordOf,
    patch,
    insert,
    findBy(resource, field, value) {
      const table = tableOf(resource)
      const patches = store.read().records[resource] ?? {}
      const page = table?.page(
        { pageNum: 1, pageSize: 100_000, sortOrder: 'asc' },
        patches,
        store.revision(),
      )
      const row = page?.list.find((r: Row) => r[field] === value)
      return row ? String(row.id) : undefined
    },
  })

  const action = (name: string, body: Record<string, unknown>, operator: string) => {
    const effect = actionEffects[name]
    const checked = effect ? checkForm(name, body) : undefined
    if (!effect || !checked) return refusal('不支持的操作')
    if (!checked.ok) return fieldRefusal(checked.fieldErrors)
    return effect(checked.values, context(operator))
  }

  return { create, update, remove, action }
}
