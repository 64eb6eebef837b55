import { PRODUCT_TITLES, SIDEBAR_TITLES, shellResources } from '@gdzyz/ui-shell'
import * as OpenCC from 'opencc-js'
import { describe, expect, it } from 'vitest'
import { SESSION_EXPIRED_MESSAGE } from '../app/session-expiry'
import { attendanceMessages } from '../attendance/messages'
import { auditMessages } from '../audit/messages'
import { cardImportMessages } from '../card-import/messages'
import { contentFormMessages } from '../content/form-messages'
import { contentMessages } from '../content/messages'
import { formMessages } from '../forms/messages'
import { missionAppMessages } from '../missions/app-messages'
import { missionMessages } from '../missions/messages'
import { orgTreeMessages } from '../org-tree/messages'
import { richTextMessages } from '../rich-text/messages'
import { roleMessages } from '../roles/messages'
import { routeTable } from '../routes/table'
import { statsMessages } from '../statistics/messages'
import { listMessages } from './list-messages'
import { appResources } from './messages'
import { pageMessages } from './page-messages'

const toTraditional = OpenCC.Converter({ from: 'cn', to: 't' })
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' })

/** Characters OpenCC converts but Traditional texts use as they are (後台, 台灣). */
const VALID_IN_TRADITIONAL = new Set(['台'])

/** A character that exists only in Simplified Chinese: converting it changes it, back does not. */
const isSimplifiedOnly = (char: string) =>
  !VALID_IN_TRADITIONAL.has(char) && toTraditional(char) !== char && toSimplified(char) === char

/** Every zh-TW text with where it comes from; the language names stay in their own script. */
function traditionalTexts(): [string, string][] {
  const texts: [string, string][] = []
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') texts.push([where, value])
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key !== 'language') walk(`${where}.${key}`, child)
      }
    }
  }
  walk('app', appResources['zh-TW'])
  walk('pages', pageMessages['zh-TW'])
  walk('lists', listMessages['zh-TW'])
  walk('audit', auditMessages['zh-TW'])
  walk('attendance', attendanceMessages['zh-TW'])
  walk('forms', formMessages['zh-TW'])
  walk('missions', missionMessages['zh-TW'])
  walk('missionApp', missionAppMessages['zh-TW'])
  walk('content', contentMessages['zh-TW'])
  walk('contentForms', contentFormMessages['zh-TW'])
  walk('richText', richTextMessages['zh-TW'])
  walk('roles', roleMessages['zh-TW'])
  walk('orgTree', orgTreeMessages['zh-TW'])
  walk('statistics', statsMessages['zh-TW'])
  walk('cardImport', cardImportMessages['zh-TW'])
  walk('shell', shellResources['zh-TW'])
  const routes = (list: typeof routeTable, base: string) => {
    for (const route of list) {
      const title = route.meta?.title['zh-TW']
      if (title) texts.push([`route ${base}${route.path}`, title])
      routes(route.children ?? [], `${base}${route.path}/`)
    }
  }
  routes(routeTable, '')
  texts.push(['product title', PRODUCT_TITLES['zh-TW']])
  texts.push(['sidebar title', SIDEBAR_TITLES['zh-TW']])
  texts.push(['session expired', SESSION_EXPIRED_MESSAGE['zh-TW']])
  return texts
}

describe('Traditional Chinese texts', () => {
  it('contain no Simplified-only character', () => {
    const offending = traditionalTexts().flatMap(([where, text]) =>
      Array.from(text)
        .filter(isSimplifiedOnly)
        .map((char) => `${where}: ${char} in ${text}`),
    )
    expect(offending).toEqual([])
  })

  it('say 登入 for signing in, never 登錄', () => {
    const texts = traditionalTexts()
    expect(texts.filter(([, text]) => text.includes('登錄'))).toEqual([])
    expect(texts.some(([, text]) => text.includes('登入'))).toBe(true)
  })

  it('the check itself catches a Simplified character', () => {
    expect(Array.from('廣东i志願').filter(isSimplifiedOnly)).toEqual(['东'])
  })
})
