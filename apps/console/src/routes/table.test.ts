import { DEMO_ACCOUNTS } from '@gdzyz/api-mocks'
import type { AppRoute } from '@gdzyz/auth'
import { iconMap } from '@gdzyz/ui-shell'
import { describe, expect, it } from 'vitest'
import { asyncRoutes, routeTable } from './table'

function* walk(routes: AppRoute[], parent = ''): Generator<[string, AppRoute]> {
  for (const route of routes) {
    const full =
      route.path.startsWith('/') || /^https?:/.test(route.path)
        ? route.path
        : `${parent}/${route.path}`
    yield [full, route]
    if (route.children) yield* walk(route.children, full)
  }
}

const entries = [...walk(routeTable)]

describe('route table', () => {
  it('gives every route with a meta a title in both languages', () => {
    for (const [path, route] of entries) {
      if (!route.meta) continue
      expect(route.meta.title['zh-CN'].trim(), path).not.toBe('')
      expect(route.meta.title['zh-TW'].trim(), path).not.toBe('')
    }
  })

  it('keeps Simplified characters out of Traditional titles', () => {
    // Characters whose Simplified form differs; a zh-TW title must not contain them.
    const simplified = /[员组织团审实单级树标签设态补录时长价证导级话]/
    for (const [path, route] of entries) {
      if (route.meta) expect(route.meta.title['zh-TW'], path).not.toMatch(simplified)
    }
  })

  it('uses only codes that the super admin demo account holds', () => {
    const superAdmin = DEMO_ACCOUNTS.find((account) => account.userName === 'gd_super')
    const held = new Set(superAdmin?.permissionCodes)
    const codes = entries.flatMap(([, route]) => route.meta?.permission ?? [])
    const missing = codes.filter((code) => code !== '*' && !held.has(code))
    expect(codes.length).toBeGreaterThan(120)
    expect(missing).toEqual([])
  })

  it('names only icons the shell knows', () => {
    const icons = entries.flatMap(([, route]) => route.meta?.icon ?? [])
    expect(icons.length).toBeGreaterThan(20)
    expect(icons.filter((icon) => !Object.hasOwn(iconMap, icon))).toEqual([])
  })

  it('has unique full paths', () => {
    const paths = entries.map(([path]) => path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('redirects each section to one of its own visible children', () => {
    for (const section of asyncRoutes) {
      const visible = (section.children ?? []).filter((child) => !child.meta?.hidden)
      expect(visible.length, section.path).toBeGreaterThan(0)
      const first = visible[0]
      if (first && !/^https?:/.test(first.path)) {
        expect(section.redirect).toBe(`${section.path}/${first.path}`)
      }
      expect(section.meta?.permission, section.path).toBeTruthy()
      expect(section.meta?.icon, section.path).toBeTruthy()
    }
  })

  it('quotes the spec titles and codes of the personnel section', () => {
    const personnel = asyncRoutes.find((route) => route.path === '/personnel')
    expect(personnel?.meta?.title['zh-CN']).toBe('人员管理')
    expect(personnel?.meta?.permission).toBe('volunteer_model')
    expect(personnel?.children?.map((c) => [c.path, c.meta?.permission])).toEqual([
      ['regist_audit', 'regist_audit'],
      ['organization_apply', 'user_district_audit'],
      ['volunteer_query', 'search_user'],
      ['retrieve_password_appeal', 'user_appeal'],
    ])
  })
})
