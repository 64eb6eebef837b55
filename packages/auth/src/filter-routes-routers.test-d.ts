import type { RouteObject } from 'react-router'
import { describe, expectTypeOf, it } from 'vitest'
import type { Component } from 'vue'
import type { RouteRecordRaw } from 'vue-router'
import { filterRoutes } from './filter-routes'

declare module 'vue-router' {
  interface RouteMeta {
    permission?: string
  }
}

const Page: Component = { name: 'Page' }

describe('filterRoutes takes router tables without a cast', () => {
  it("vue-router's RouteRecordRaw[] (meta.permission, redirect locations and functions)", () => {
    const routes: RouteRecordRaw[] = [
      { path: '/login', component: Page, meta: { public: true } },
      {
        path: '/personnel',
        redirect: { name: 'regist-audit' },
        meta: { permission: 'volunteer_model', title: '人员管理' },
        children: [
          { path: 'regist_audit', name: 'regist-audit', component: Page },
          { path: 'old', redirect: (to) => ({ path: '/personnel', query: to.query }) },
        ],
      },
    ]
    const kept = filterRoutes(routes, new Set(['volunteer_model']))
    expectTypeOf(kept).toEqualTypeOf<RouteRecordRaw[]>()
  })

  it('vue-router records without a RouteMeta augmentation (meta values unknown)', () => {
    const meta: Record<string, unknown> = { permission: 'x' }
    const routes: RouteRecordRaw[] = [{ path: '/a', component: Page, meta }]
    expectTypeOf(filterRoutes(routes, ['x'])).toEqualTypeOf<RouteRecordRaw[]>()
  })

  it("react-router's RouteObject[] and RouteObject with a meta field", () => {
    const plain: RouteObject[] = [{ path: '/', children: [{ index: true }, { path: 'a' }] }]
    expectTypeOf(filterRoutes(plain, [])).toExtend<RouteObject[]>()

    type GuardedRoute = Omit<RouteObject, 'children'> & {
      meta?: { permission?: string; hidden?: boolean }
      children?: GuardedRoute[]
    }
    const guarded: GuardedRoute[] = [
      { path: '/personnel', meta: { permission: 'volunteer_model' }, children: [{ path: 'a' }] },
    ]
    const kept = filterRoutes(guarded, ['volunteer_model'])
    expectTypeOf(kept[0]?.children).toEqualTypeOf<GuardedRoute[] | undefined>()
    expectTypeOf(kept[0]?.redirect).toEqualTypeOf<string | undefined>()
  })
})
