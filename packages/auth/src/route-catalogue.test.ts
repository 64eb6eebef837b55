import { describe, expect, it } from 'vitest'
import { filterRoutes } from './filter-routes'
import { catalogueCodes, permissionOf, routeCatalogue } from './route-catalogue'
import type { AppRoute } from './route-types'

const t = (zh: string) => ({ 'zh-CN': zh, 'zh-TW': `${zh}·` })

const routes: AppRoute[] = [
  { path: '/dashboard', meta: { title: t('首页') } },
  {
    path: '/people',
    meta: { title: t('人员'), permission: 'people_model' },
    children: [
      { path: 'audit', meta: { title: t('审核'), permission: 'audit' } },
      { path: 'query', meta: { title: t('查询'), permission: 'search' } },
      { path: 'detail', meta: { title: t('详情'), hidden: true, permission: 'detail' } },
      { path: 'edit', meta: { title: t('修改'), hidden: true, permission: 'search' } },
      { path: 'open', meta: { title: t('公开'), permission: '*' } },
      { path: 'https://x.test/a', meta: { title: t('外部'), permission: 'ext' } },
    ],
  },
  {
    path: '/open',
    meta: { title: t('开放') },
    children: [{ path: 'page', meta: { title: t('页面'), permission: 'page' } }],
  },
]

describe('permissionOf', () => {
  it('reads meta.permission as the route filter does', () => {
    expect(permissionOf({})).toBeUndefined()
    expect(permissionOf({ meta: { permission: '*' } })).toBeUndefined()
    expect(permissionOf({ meta: { permission: 'a' } })).toBe('a')
    expect(permissionOf({ meta: { permission: 3 } })).toBeNull()
  })
})

describe('routeCatalogue', () => {
  it('lists every code once, grouped by section, hidden pages included', () => {
    const sections = routeCatalogue(routes, 'permission')
    expect(sections.map((s) => [s.code, s.entries.map((e) => e.code)])).toEqual([
      ['people_model', ['audit', 'search', 'detail', 'ext']],
      ['', ['page']],
    ])
    expect(sections[0]?.entries[1]).toEqual({
      code: 'search',
      title: t('查询'),
      path: '/people/query',
    })
    expect(sections[0]?.entries[3]?.path).toBe('https://x.test/a')
    expect(catalogueCodes(sections)).toEqual([
      'people_model',
      'audit',
      'search',
      'detail',
      'ext',
      'page',
    ])
  })

  it('keeps the menu to what the sidebar can show', () => {
    expect(catalogueCodes(routeCatalogue(routes, 'menu'))).toEqual([
      'people_model',
      'audit',
      'search',
      'ext',
      'page',
    ])
  })

  it('holds exactly the codes the route filter asks for', () => {
    const codes = catalogueCodes(routeCatalogue(routes, 'permission'))
    const count = (list: readonly AppRoute[]): number =>
      list.reduce((n, r) => n + 1 + count(r.children ?? []), 0)
    // Every code granted: nothing is filtered out.
    expect(count(filterRoutes(routes, codes))).toBe(count(routes))
    // Any one code taken away: some route goes.
    for (const code of codes) {
      const rest = codes.filter((c) => c !== code)
      expect(count(filterRoutes(routes, rest)), code).toBeLessThan(count(routes))
    }
  })
})
