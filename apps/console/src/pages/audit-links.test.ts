import { DEMO_ACCOUNTS } from '@gdzyz/api-mocks'
import { describe, expect, it } from 'vitest'
import type { ListDescriptor } from '../lists/descriptor'
import { routePages } from '../sections/route-pages'
import { AUDIT_PAGES, permittedAuditLinks } from './audit-links'

const codesOf = (userName: string) =>
  new Set(DEMO_ACCOUNTS.find((a) => a.userName === userName)?.permissionCodes)

const isAuditList = (page: unknown): page is ListDescriptor =>
  typeof page === 'object' && page !== null && 'resource' in page && 'audit' in page

describe('dashboard audit counters', () => {
  it('link each counter to its list filtered to 待审核', () => {
    const links = permittedAuditLinks(codesOf('gd_super'))
    expect(links.map((l) => l.path)).toEqual(AUDIT_PAGES.map(([path]) => path))
    expect(links[0]).toEqual({
      path: '/personnel/regist_audit',
      resource: 'regist_audit',
      to: '/personnel/regist_audit?status=0',
    })
    for (const link of links) expect(link.to).toBe(`${link.path}?status=0`)
  })

  it('show only the lists the user may open (section and page codes)', () => {
    const district = permittedAuditLinks(codesOf('gz_admin')).map((l) => l.resource)
    expect(district).toContain('regist_audit')
    expect(district).not.toContain('tuanwei_appeal')
    expect(permittedAuditLinks(new Set(['regist_audit']))).toEqual([])
    expect(
      permittedAuditLinks(new Set(['volunteer_model', 'regist_audit'])).map((l) => l.resource),
    ).toEqual(['regist_audit'])
  })

  it('cover every visible audit page and count the resource that page lists', async () => {
    const pages = await routePages()
    const audits = pages
      .filter((entry) => !entry.route.meta?.hidden && isAuditList(entry.page) && entry.page.audit)
      .map((entry) => [entry.path, (entry.page as ListDescriptor).resource])
    expect(audits.sort()).toEqual(AUDIT_PAGES.map(([p, r]) => [p, r]).sort())
  }, 60_000)
})
