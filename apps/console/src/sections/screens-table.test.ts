import { readFileSync, writeFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { attendanceMessages } from '../attendance/messages'
import { contentFormMessages } from '../content/form-messages'
import { formMessages } from '../forms/messages'
import { listMessages } from '../i18n/list-messages'
import { type PageEntry, routePages } from './route-pages'
import { screensTable } from './screens-table'

const DOC = new URL('../../../../docs/screens.md', import.meta.url)
const BEGIN = '<!-- screens-table:begin -->'
const END = '<!-- screens-table:end -->'

describe('docs/screens.md', () => {
  let entries: PageEntry[] = []
  beforeAll(async () => {
    entries = await routePages()
  }, 60_000)

  it('lists every page of the route table as the sections define it', () => {
    const labels: Record<string, string> = listMessages['zh-CN'].columns
    const app: Record<string, unknown> = {
      ...formMessages['zh-CN'],
      ...contentFormMessages['zh-CN'],
      attendance: attendanceMessages['zh-CN'],
    }
    const full = (key: string) => {
      const found = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], app)
      return typeof found === 'string' ? found : key
    }
    const table = screensTable(entries, (key) => labels[key] ?? key, full)
    const doc = readFileSync(DOC, 'utf8')
    const start = doc.indexOf(BEGIN)
    const end = doc.indexOf(END)
    const current = doc.slice(start + BEGIN.length, end).trim()
    if (process.env.UPDATE_SCREENS && current !== table) {
      writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${table}\n${doc.slice(end)}`)
      return
    }
    // Run with UPDATE_SCREENS=1 to rewrite the table after changing a page.
    expect(current).toBe(table)
    for (const entry of entries) expect(table).toContain(entry.route.path)
  })
})
