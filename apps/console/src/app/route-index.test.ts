import { describe, expect, it } from 'vitest'
import { ROUTE_INDEX } from './route-index'

describe('ROUTE_INDEX', () => {
  it('finds a page with the codes of its section and its own', () => {
    const entry = ROUTE_INDEX.get('/personnel/regist_audit')
    expect(entry?.route.meta?.title['zh-CN']).toBe('实名制校验')
    expect(entry?.codes).toEqual(['volunteer_model', 'regist_audit'])
  })

  it('keeps open hidden pages without codes and skips external links', () => {
    expect(ROUTE_INDEX.get('/activity/mission_summary')?.codes).toEqual(['mission_model'])
    expect([...ROUTE_INDEX.keys()].some((path) => path.includes('https:'))).toBe(false)
    expect(ROUTE_INDEX.get('/iframe/index')?.codes).toEqual([])
  })
})
