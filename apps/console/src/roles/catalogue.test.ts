import { type AppRoute, catalogueCodes, filterRoutes, permissionOf } from '@gdzyz/auth'
import { describe, expect, it } from 'vitest'
import { asyncRoutes } from '../routes/table'
import { grantCatalogue } from './catalogue'

function* walk(routes: readonly AppRoute[]): Generator<AppRoute> {
  for (const route of routes) {
    yield route
    yield* walk(route.children ?? [])
  }
}

const codesOfTable = (visibleOnly: boolean) => {
  const codes = new Set<string>()
  const visit = (routes: readonly AppRoute[]) => {
    for (const route of routes) {
      if (visibleOnly && route.meta?.hidden) continue
      const code = permissionOf(route)
      if (typeof code === 'string') codes.add(code)
      visit(route.children ?? [])
    }
  }
  visit(asyncRoutes)
  return codes
}

const count = (routes: readonly AppRoute[]) => [...walk(routes)].length

describe('grant catalogue of the route table', () => {
  it('offers every permission code of the route table exactly once', () => {
    const codes = catalogueCodes(grantCatalogue('permission'))
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(codes)).toEqual(codesOfTable(false))
    expect(codes).toContain('search_user')
    expect(codes).toContain('announcement_update')
  })

  it('offers every menu code (the sidebar: sections and visible pages) exactly once', () => {
    const codes = catalogueCodes(grantCatalogue('menu'))
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(codes)).toEqual(codesOfTable(true))
    expect(codes).not.toContain('announcement_update')
  })

  it('groups by section in route-table order with both titles', () => {
    const sections = grantCatalogue('permission')
    expect(sections[0]?.code).toBe('volunteer_model')
    expect(sections[0]?.title).toEqual({ 'zh-CN': '人员管理', 'zh-TW': '人員管理' })
    expect(sections[0]?.entries.find((e) => e.code === 'search_user')?.title['zh-CN']).toBe(
      '志愿者查询',
    )
  })

  it('is what the route filter needs: all codes keep every route, one code less drops one', () => {
    const codes = catalogueCodes(grantCatalogue('permission'))
    expect(count(filterRoutes(asyncRoutes, codes))).toBe(count(asyncRoutes))
    const without = codes.filter((c) => c !== 'search_user')
    const kept = [...walk(filterRoutes(asyncRoutes, without))].map((r) => r.path)
    expect(kept).not.toContain('volunteer_query')
    expect(kept).toContain('regist_audit')
  })

  it('offers a route added to the table with no other change', () => {
    const added: AppRoute = {
      path: '/lab',
      meta: { title: { 'zh-CN': '实验', 'zh-TW': '實驗' }, permission: 'lab_model' },
      children: [
        { path: 'x', meta: { title: { 'zh-CN': '新页', 'zh-TW': '新頁' }, permission: 'lab_x' } },
      ],
    }
    asyncRoutes.push(added)
    try {
      expect(catalogueCodes(grantCatalogue('permission'))).toEqual(
        expect.arrayContaining(['lab_model', 'lab_x']),
      )
    } finally {
      asyncRoutes.pop()
    }
  })
})
