import { describe, expectTypeOf, it } from 'vitest'
import { filterRoutes } from './filter-routes'
import { decideNavigation } from './navigation'
import type { AppRoute } from './route-types'

describe('types', () => {
  it('filterRoutes keeps the caller route type and adds the computed redirect', () => {
    const routes = [{ path: '/a', element: 1 as const, meta: { permission: 'x' } }]
    const kept = filterRoutes(routes, ['x'])
    expectTypeOf(kept[0]?.element).toEqualTypeOf<1 | undefined>()
    expectTypeOf(kept[0]?.redirect).toEqualTypeOf<string | undefined>()
    expectTypeOf(filterRoutes([] as AppRoute[], new Set<string>())).toExtend<AppRoute[]>()
  })

  it('decideNavigation narrows on type', () => {
    const decision = decideNavigation({ token: null, bootstrapped: false, isBanned: false }, '/', {
      mode: 'development',
    })
    if (decision.type === 'redirect') expectTypeOf(decision.to).toBeString()
    if (decision.type === 'external') expectTypeOf(decision.href).toBeString()
    // @ts-expect-error: only redirects carry a target path
    if (decision.type === 'allow') void decision.to
  })
})
