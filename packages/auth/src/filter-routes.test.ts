import { describe, expect, it } from 'vitest'
import { filterRoutes } from './filter-routes'
import type { AppRoute } from './route-types'

const t = (zh: string) => ({ 'zh-CN': zh, 'zh-TW': zh })

const routes: AppRoute[] = [
  { path: '/dashboard', meta: { title: t('首页'), affix: true } },
  {
    path: '/personnel',
    redirect: '/personnel/regist_audit',
    meta: { title: t('人员管理'), permission: 'volunteer_model' },
    children: [
      { path: 'regist_audit', meta: { title: t('实名制校验'), permission: 'regist_audit' } },
      {
        path: 'organization_apply',
        meta: { title: t('加入组织审核'), permission: 'user_district_audit' },
      },
      { path: 'volunteer_query', meta: { title: t('志愿者查询'), permission: 'search_user' } },
    ],
  },
  {
    path: '/personalCenter',
    meta: { title: t('个人中心'), permission: 'personal_center' },
    children: [
      { path: 'message_send_personal', meta: { title: t('组织消息个人发送'), hidden: true } },
      { path: 'my_news', meta: { title: t('我的消息'), permission: 'personal_message_list' } },
    ],
  },
  {
    path: '/westPlan',
    meta: { title: t('西部计划'), permission: 'west_plan_model' },
    children: [
      { path: 'https://wp.example/auth', meta: { title: t('西部计划'), permission: 'wp_home' } },
    ],
  },
  { path: '/iframe/index', meta: { title: t('外部页面'), permission: '*', hidden: true } },
]

const paths = (list: readonly AppRoute[]): string[] =>
  list.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => `${r.path}/${c.path}`)])

describe('filterRoutes', () => {
  it('keeps open routes, routes with a present code, and filters children the same way', () => {
    const kept = filterRoutes(routes, ['volunteer_model', 'search_user', 'regist_audit'])
    expect(paths(kept)).toEqual([
      '/dashboard',
      '/personnel',
      '/personnel/regist_audit',
      '/personnel/volunteer_query',
      '/iframe/index',
    ])
  })

  it('redirects a group to its first kept child, replacing a stale redirect', () => {
    const kept = filterRoutes(routes, new Set(['volunteer_model', 'search_user']))
    expect(kept[1]).toMatchObject({ path: '/personnel', redirect: '/personnel/volunteer_query' })
  })

  it('drops a group whose code is missing, with all its children', () => {
    const kept = filterRoutes(routes, ['regist_audit', 'search_user'])
    expect(kept.map((r) => r.path)).toEqual(['/dashboard', '/iframe/index'])
  })

  it('drops a group left with no children', () => {
    const kept = filterRoutes(routes, ['volunteer_model'])
    expect(kept.map((r) => r.path)).not.toContain('/personnel')
  })

  it('keeps a childless leaf and a group declared with an empty children list', () => {
    const kept = filterRoutes([{ path: '/a', children: [] }], [])
    expect(kept).toEqual([{ path: '/a', children: [] }])
  })

  it('keeps hidden routes whose permission is present or open, and lands on a visible child', () => {
    const kept = filterRoutes(routes, ['personal_center', 'personal_message_list'])
    const center = kept.find((r) => r.path === '/personalCenter')
    expect(center?.children?.map((c) => c.path)).toEqual(['message_send_personal', 'my_news'])
    expect(center?.redirect).toBe('/personalCenter/my_news')
  })

  it('falls back to a hidden or external child when it is the only one, keeping absolute links', () => {
    const kept = filterRoutes(routes, ['west_plan_model', 'wp_home'])
    expect(kept.find((r) => r.path === '/westPlan')?.redirect).toBe('https://wp.example/auth')
    const hiddenOnly = filterRoutes(
      [{ path: '/g/', children: [{ path: 'h', meta: { title: t('h'), hidden: true } }] }],
      [],
    )
    expect(hiddenOnly[0]?.redirect).toBe('/g/h')
  })

  it('does not mutate its input', () => {
    const snapshot = structuredClone(routes)
    filterRoutes(routes, ['volunteer_model', 'search_user'])
    expect(routes).toEqual(snapshot)
  })

  it('works on router-like objects, keeping their extra fields and pathless children', () => {
    const element = { type: 'Layout' }
    const router = [
      {
        path: '/system',
        element,
        meta: { permission: 'sys_model' },
        children: [
          { index: true, element },
          { path: 'role', element, meta: { permission: 'role' } },
        ],
      },
    ]
    const kept = filterRoutes(router, ['sys_model'])
    expect(kept[0]?.element).toBe(element)
    expect(kept[0]?.children).toEqual([{ index: true, element }])
    expect(kept[0]?.redirect).toBeUndefined()
  })

  it('treats an empty-string permission as a code like any other', () => {
    expect(filterRoutes([{ path: '/x', meta: { permission: '' } }], [])).toEqual([])
  })
})

describe('filterRoutes with router objects', () => {
  it('drops a route whose permission is not a string, keeps one whose meta has other values', () => {
    const table = [
      { path: '/a', meta: { permission: ['x'] } },
      { path: '/b', meta: { permission: 7 } },
      { path: '/c', meta: { permission: 'x', title: 1 } },
      { path: '/d', meta: { requiresAuth: true } },
    ]
    expect(filterRoutes(table, ['x']).map((route) => route.path)).toEqual(['/c', '/d'])
  })

  it('replaces a location or function redirect of a kept group with its first kept child', () => {
    const redirect = () => '/g/a'
    const table = [
      {
        path: '/g',
        redirect,
        children: [
          { path: 'a', meta: { permission: 'no' } },
          { path: 'b', redirect: { name: 'b' } },
        ],
      },
    ]
    const [group] = filterRoutes(table, [])
    expect(group?.redirect).toBe('/g/b')
    expect(group?.children?.[0]?.redirect).toEqual({ name: 'b' })
  })
})
