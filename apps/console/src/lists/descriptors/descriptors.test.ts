import { DEMO_RESOURCES, demoRecord } from '@gdzyz/api-mocks'
import { beforeAll, describe, expect, it } from 'vitest'
import { listMessages } from '../../i18n/list-messages'
import { type PageEntry, routePages } from '../../sections/route-pages'
import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import { statusCodes } from '../status-sets'

const isDescriptor = (page: unknown): page is ListDescriptor =>
  typeof page === 'object' && page !== null && 'resource' in page && !('form' in page)

const labels = (locale: 'zh-CN' | 'zh-TW'): Record<string, string> => listMessages[locale].columns
const keywords = (locale: 'zh-CN' | 'zh-TW'): Record<string, string> => listMessages[locale].keyword

describe('list descriptors', () => {
  let all: PageEntry[] = []
  // Loading every section module (with its components) takes seconds on a busy machine.
  beforeAll(async () => {
    all = await routePages()
  }, 60_000)

  it('every page of the route table is a list, a form or a component: none is left without a screen', () => {
    const missing = all.filter((entry) => !entry.external && entry.page === undefined)
    expect(missing.map((entry) => entry.path)).toEqual([])
    expect(all.filter((entry) => !entry.external).length).toBeGreaterThan(100)
  })

  it('each descriptor fits its resource: fields, sort, filters, status set, labels', () => {
    const problems: string[] = []
    const need = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem)
    }
    const descriptors = all.filter((e) => isDescriptor(e.page))
    expect(descriptors.length).toBeGreaterThan(70)
    for (const { path, page } of descriptors) {
      const d = page as ListDescriptor
      const def = DEMO_RESOURCES.find((r) => r.name === d.resource)
      expect(def, `${path}: resource ${d.resource}`).toBeDefined()
      if (!def) continue
      const record = demoRecord(d.resource, 0) ?? {}
      const rowFields = new Set([...def.listFields])
      const check = (field: FieldDescriptor, where: string) => {
        need(Boolean(labels('zh-CN')[field.label]), `${path} ${where} label ${field.label}`)
        need(Boolean(labels('zh-TW')[field.label]), `${path} ${where} label ${field.label}`)
      }
      for (const column of d.columns) {
        need(rowFields.has(column.field), `${path} column ${column.field}`)
        check(column, 'column')
        if (column.sortable) need(rowFields.has(column.field), `${path} sorts ${column.field}`)
      }
      for (const field of d.detail) {
        need(field.field in record, `${path} detail ${field.field}`)
        check(field, 'detail')
      }
      // The detail shows more than the list: every column, plus fields that are not columns.
      const columnFields = new Set(d.columns.map((c) => c.field))
      const detailFields = new Set(d.detail.map((f) => f.field))
      for (const field of columnFields) need(detailFields.has(field), `${path} detail ${field}`)
      need(
        detailFields.size > columnFields.size ||
          d.columns.some((c) => c.hidden) ||
          d.detail === d.columns,
        `${path} detail adds nothing`,
      )
      need(rowFields.has(d.titleField), `${path} titleField`)
      if (d.defaultSort) need(rowFields.has(d.defaultSort.field), `${path} defaultSort`)
      need(
        JSON.stringify(d.defaultSort ?? def.defaultSort) === JSON.stringify(def.defaultSort),
        `${path} defaultSort differs from the server's`,
      )
      // The status set names every code the resource uses.
      for (const code of def.statuses)
        need(statusCodes(d.status).includes(code), `${path} status ${code}`)
      if (def.audit) need(d.status === 'audit', `${path} audit status set`)
      // Decisions (通过/驳回) exactly on the resources the server decides.
      need(Boolean(d.audit) === def.audit, `${path} audit decisions`)
      for (const filter of d.filters) {
        if (filter.kind === 'district') need('districtId' in record, `${path} district`)
        if (filter.kind === 'status') need(def.statuses.length > 1, `${path} status filter`)
        if (filter.kind === 'dateRange') {
          const dated = d.columns.find((c) => c.label === filter.label)
          need(dated?.field === def.dateField, `${path} date range on ${filter.label}`)
        }
      }
      if (d.keyword) {
        need(Boolean(keywords('zh-CN')[d.keyword]), `${path} keyword`)
        need(Boolean(keywords('zh-TW')[d.keyword]), `${path} keyword`)
      }
      need(Boolean(d.keyword) === def.searchable.length > 0, `${path} keyword box`)
    }
    expect(problems).toEqual([])
  })

  it('the keyword placeholder names the fields the resource searches', () => {
    for (const { path, page } of all) {
      if (!isDescriptor(page) || !page.keyword) continue
      const def = DEMO_RESOURCES.find((r) => r.name === page.resource)
      const names = (keywords('zh-CN')[page.keyword] ?? '').split('/')
      expect(names.length, path).toBe(def?.searchable.length)
    }
  })

  it('the two password appeal pages read two different resources', () => {
    const volunteer = all.find((e) => e.path === '/personnel/retrieve_password_appeal')
    const admin = all.find((e) => e.path === '/organization/retrieve_password_appeal')
    expect((volunteer?.page as ListDescriptor | undefined)?.resource).toBe(
      'volunteer_password_appeal',
    )
    expect((admin?.page as ListDescriptor | undefined)?.resource).toBe('admin_password_appeal')
  })
})
