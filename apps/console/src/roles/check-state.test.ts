import type { CatalogueSection } from '@gdzyz/auth'
import { describe, expect, it } from 'vitest'
import {
  filterCatalogue,
  sameCodes,
  sectionState,
  setAll,
  toggleEntry,
  toggleSection,
} from './check-state'

const t = (cn: string, tw = cn) => ({ 'zh-CN': cn, 'zh-TW': tw })
const people: CatalogueSection = {
  code: 'volunteer_model',
  title: t('人员管理', '人員管理'),
  path: '/personnel',
  entries: [
    { code: 'regist_audit', title: t('实名制校验', '實名制校驗'), path: '/personnel/regist_audit' },
    {
      code: 'search_user',
      title: t('志愿者查询', '志願者查詢'),
      path: '/personnel/volunteer_query',
    },
  ],
}
const other: CatalogueSection = {
  code: 'other_model',
  title: t('其他'),
  path: '/other',
  entries: [],
}
const all = [people, other]

describe('tri-state sections', () => {
  it('is unchecked, mixed or checked by its pages', () => {
    expect(sectionState(people, new Set())).toBe('unchecked')
    expect(sectionState(people, new Set(['volunteer_model']))).toBe('unchecked')
    expect(sectionState(people, new Set(['regist_audit']))).toBe('indeterminate')
    expect(sectionState(people, new Set(['regist_audit', 'search_user']))).toBe('checked')
    expect(sectionState(other, new Set(['other_model']))).toBe('checked')
  })

  it('checking a section checks its code and pages; clearing removes them and nothing else', () => {
    const on = toggleSection(people, new Set(['x']), true)
    expect([...on].sort()).toEqual(['regist_audit', 'search_user', 'volunteer_model', 'x'])
    expect([...toggleSection(people, on, false)]).toEqual(['x'])
  })

  it("a page takes its section's code with it; the last page cleared drops it", () => {
    const one = toggleEntry(people, 'search_user', new Set(), true)
    expect([...one].sort()).toEqual(['search_user', 'volunteer_model'])
    const two = toggleEntry(people, 'regist_audit', one, true)
    expect(sectionState(people, two)).toBe('checked')
    const less = toggleEntry(people, 'search_user', two, false)
    expect([...less].sort()).toEqual(['regist_audit', 'volunteer_model'])
    expect(sectionState(people, less)).toBe('indeterminate')
    expect([...toggleEntry(people, 'regist_audit', less, false)]).toEqual([])
  })

  it('全选 and 清空 act on what is shown and keep codes outside the catalogue', () => {
    const full = setAll(all, all, new Set(['kept']), true)
    expect([...full].sort()).toEqual(
      ['kept', 'other_model', 'regist_audit', 'search_user', 'volunteer_model'].sort(),
    )
    expect([...setAll(all, all, full, false)]).toEqual(['kept'])
    // A search shows one page: clearing it keeps the section code for the page still held.
    const shown = filterCatalogue(all, '志愿者', 'zh-CN')
    const cleared = setAll(shown, all, full, false)
    expect(cleared.has('search_user')).toBe(false)
    expect(cleared.has('regist_audit')).toBe(true)
    expect(cleared.has('volunteer_model')).toBe(true)
  })
})

describe('catalogue search', () => {
  it('matches titles in the current or Simplified script and codes; a matching section keeps its pages', () => {
    expect(filterCatalogue(all, '志願者', 'zh-TW')[0]?.entries.map((e) => e.code)).toEqual([
      'search_user',
    ])
    expect(filterCatalogue(all, 'REGIST', 'zh-CN')[0]?.entries.map((e) => e.code)).toEqual([
      'regist_audit',
    ])
    expect(filterCatalogue(all, '人员管理', 'zh-CN')[0]?.entries).toHaveLength(2)
    expect(filterCatalogue(all, '  ', 'zh-CN')).toEqual(all)
    expect(filterCatalogue(all, '没有这个', 'zh-CN')).toEqual([])
  })

  it('compares code sets', () => {
    expect(sameCodes(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true)
    expect(sameCodes(new Set(['a']), new Set(['a', 'b']))).toBe(false)
  })
})
