import type { AppRoute } from '@gdzyz/auth'
import { describe, expect, it } from 'vitest'
import { buildMenu, isActive, joinPath } from './menu-model'

const t = (text: string) => ({ 'zh-CN': text, 'zh-TW': text })

const routes: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [{ path: 'dashboard', meta: { title: t('首页'), icon: 'dashboard', affix: true } }],
  },
  { path: '/login', meta: { title: t('登录'), hidden: true } },
  {
    path: '/personnel',
    meta: { title: t('人员管理'), icon: 'people' },
    children: [
      { path: 'regist_audit', meta: { title: t('实名制校验') } },
      { path: 'volunteer_query', meta: { title: t('志愿者查询') } },
      { path: 'secret', meta: { title: t('隐藏'), hidden: true } },
    ],
  },
  {
    path: '/sms_model',
    meta: { title: t('短信'), icon: 'message' },
    children: [{ path: 'sms_list', meta: { title: t('短信列表') } }],
  },
  {
    path: '/westPlan',
    meta: { title: t('西部计划'), alwaysShow: true },
    children: [{ path: 'https://wp.example.org/auth', meta: { title: t('授权') } }],
  },
  {
    path: '/empty',
    meta: { title: t('空') },
    children: [{ path: 'x', meta: { title: t('x'), hidden: true } }],
  },
  {
    path: '/hszh_management',
    meta: { title: t('红十字') },
    children: [{ path: 'index', meta: { title: t('红十字'), permission: 'hszh_indexview' } }],
  },
]

describe('buildMenu', () => {
  const menu = buildMenu(routes)

  it('drops hidden routes and groups without visible children', () => {
    expect(menu.map((e) => e.key)).toEqual([
      '/dashboard',
      '/personnel',
      '/sms_model/sms_list',
      '/westPlan',
      '/hszh_management/index',
    ])
  })

  it('shows a group with one visible child as that child, keeping the group icon', () => {
    expect(menu[2]).toMatchObject({ kind: 'item', href: '/sms_model/sms_list', icon: 'message' })
  })

  it('keeps alwaysShow groups and marks external links', () => {
    const west = menu[3]
    expect(west?.kind).toBe('group')
    expect(west?.kind === 'group' && west.children[0]).toMatchObject({
      href: 'https://wp.example.org/auth',
      external: true,
    })
  })

  it('marks the three special permissions', () => {
    expect(menu[4]).toMatchObject({ special: 'hszh_indexview', external: false })
  })

  it('lists only visible group children with joined paths', () => {
    const group = menu[1]
    expect(group?.kind === 'group' && group.children.map((c) => c.key)).toEqual([
      '/personnel/regist_audit',
      '/personnel/volunteer_query',
    ])
  })
})

describe('path helpers', () => {
  it('joins relative paths and leaves absolute and external ones alone', () => {
    expect(joinPath('/a/', 'b')).toBe('/a/b')
    expect(joinPath('/a', '/c')).toBe('/c')
    expect(joinPath('/a', 'mailto:x@example.org')).toBe('mailto:x@example.org')
  })

  it('matches the current path by segment, not by prefix text', () => {
    expect(isActive('/personnel', '/personnel/regist_audit')).toBe(true)
    expect(isActive('/person', '/personnel')).toBe(false)
  })
})
