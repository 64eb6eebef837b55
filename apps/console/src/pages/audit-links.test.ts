import { AUDIT_COUNTERS, DEMO_ACCOUNTS } from '@gdzyz/api-mocks'
import { describe, expect, it } from 'vitest'
import type { ListDescriptor } from '../lists/descriptor'
import { routePages } from '../sections/route-pages'
import { AUDIT_LINKS, permittedAuditLinks } from './audit-links'

const codesOf = (userName: string) =>
  new Set(DEMO_ACCOUNTS.find((a) => a.userName === userName)?.permissionCodes)

describe('dashboard audit counters', () => {
  it('link each counter to its list filtered to 待审核', () => {
    const links = permittedAuditLinks(codesOf('gd_super'))
    expect(links.map((l) => l.key)).toEqual(AUDIT_LINKS.map((l) => l.key))
    expect(links[0]).toEqual({ key: 'registAudit', to: '/personnel/regist_audit?status=0' })
    for (const link of links) expect(link.to).toMatch(/^\/[\w-]+\/\w+\?status=0$/)
  })

  it('show only the lists the user may open (section and page codes)', () => {
    const district = permittedAuditLinks(codesOf('gz_admin')).map((l) => l.key)
    expect(district).toEqual(['registAudit', 'userDistrictAudit', 'userAppeal', 'missionAudit'])
    expect(permittedAuditLinks(new Set(['regist_audit']))).toEqual([])
    expect(
      permittedAuditLinks(new Set(['volunteer_model', 'regist_audit'])).map((l) => l.key),
    ).toEqual(['registAudit'])
  })

  it('count the resource the linked list shows', async () => {
    const pages = await routePages()
    for (const { key, path } of AUDIT_LINKS) {
      const counter = AUDIT_COUNTERS.find((c) => c.key === key)
      const page = pages.find((p) => p.path === path)?.page
      expect((page as ListDescriptor | undefined)?.resource, key).toBe(counter?.resource)
    }
  }, 60_000)
})
