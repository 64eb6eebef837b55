import { describe, expect, it } from 'vitest'
import {
  BANNED_DIALOG,
  decideNavigation,
  type NavigationDecision,
  type NavigationEnv,
  type NavigationState,
} from './navigation'

const signedOut: NavigationState = { token: null, bootstrapped: false, isBanned: false }
const fresh: NavigationState = { token: 't', bootstrapped: false, isBanned: false }
const ready: NavigationState = { token: 't', bootstrapped: true, isBanned: false }
const banned: NavigationState = { token: 't', bootstrapped: true, isBanned: true }
const dev: NavigationEnv = { mode: 'development' }
const prod: NavigationEnv = { mode: 'production' }

const cases: [string, NavigationState, string, NavigationEnv, NavigationDecision][] = [
  // No token
  [
    'dev, signed out, protected page -> /login, carrying the page asked for',
    signedOut,
    '/personnel/regist_audit?status=0',
    dev,
    { type: 'redirect', to: '/login?redirect=%2Fpersonnel%2Fregist_audit%3Fstatus%3D0' },
  ],
  [
    'dev, signed out, no return parameter when switched off',
    signedOut,
    '/personnel/regist_audit',
    { mode: 'development', returnParam: null },
    { type: 'redirect', to: '/login' },
  ],
  [
    'production build with its own login page',
    signedOut,
    '/dashboard',
    { mode: 'production', signedOut: 'login', returnParam: 'back' },
    { type: 'redirect', to: '/login?back=%2Fdashboard' },
  ],
  [
    'development build sending signed-out users to the site root',
    signedOut,
    '/dashboard',
    { mode: 'development', signedOut: 'site-root', siteRoot: '/portal/' },
    { type: 'external', href: '/portal/' },
  ],
  [
    'no mode, no target: the login page',
    signedOut,
    '/x',
    {},
    { type: 'redirect', to: '/login?redirect=%2Fx' },
  ],
  ['dev, signed out, /login -> allow', signedOut, '/login', dev, { type: 'allow' }],
  ['dev, signed out, /login?x -> allow', signedOut, '/login?redirect=/a', dev, { type: 'allow' }],
  ['dev, signed out, / -> /login', signedOut, '/', dev, { type: 'redirect', to: '/login' }],
  [
    'dev, empty token counts as none',
    { ...signedOut, token: '' },
    '/dashboard',
    dev,
    { type: 'redirect', to: '/login?redirect=%2Fdashboard' },
  ],
  ['prod, signed out -> site root', signedOut, '/dashboard', prod, { type: 'external', href: '/' }],
  [
    'prod, signed out, /login -> site root too',
    signedOut,
    '/login',
    prod,
    { type: 'external', href: '/' },
  ],
  [
    'prod, custom site root',
    signedOut,
    '/x',
    { mode: 'production', siteRoot: 'https://site.example/' },
    { type: 'external', href: 'https://site.example/' },
  ],
  [
    'dev, custom login path',
    signedOut,
    '/x',
    { mode: 'development', loginPath: '/sign-in' },
    { type: 'redirect', to: '/sign-in?redirect=%2Fx' },
  ],
  // Token and /login
  ['token, /login -> /', ready, '/login', dev, { type: 'redirect', to: '/' }],
  [
    'token not bootstrapped, /login -> / first',
    fresh,
    '/login',
    prod,
    { type: 'redirect', to: '/' },
  ],
  ['banned, /login -> / without dialog', banned, '/login/', dev, { type: 'redirect', to: '/' }],
  // Token but not bootstrapped
  [
    'token, not bootstrapped -> bootstrap',
    fresh,
    '/personnel/regist_audit',
    dev,
    { type: 'bootstrap' },
  ],
  [
    'token, not bootstrapped, dashboard -> bootstrap',
    fresh,
    '/dashboard',
    prod,
    { type: 'bootstrap' },
  ],
  // Banned
  [
    'banned, other page -> / with dialog',
    banned,
    '/personnel/regist_audit',
    dev,
    { type: 'redirect', to: '/', dialog: BANNED_DIALOG },
  ],
  [
    'banned, page with query -> / with dialog',
    banned,
    '/website/information?id=1',
    prod,
    { type: 'redirect', to: '/', dialog: BANNED_DIALOG },
  ],
  ['banned, /dashboard -> allow', banned, '/dashboard', dev, { type: 'allow' }],
  ['banned, /dashboard/ -> allow', banned, '/dashboard/', dev, { type: 'allow' }],
  ['banned, /dashboard#top -> allow', banned, '/dashboard#top', dev, { type: 'allow' }],
  ['banned, / (redirects to dashboard) -> allow', banned, '/', dev, { type: 'allow' }],
  [
    'banned, /dashboardx is another page',
    banned,
    '/dashboardx',
    dev,
    { type: 'redirect', to: '/', dialog: BANNED_DIALOG },
  ],
  // Allowed
  ['ready, protected page -> allow', ready, '/personnel/regist_audit', prod, { type: 'allow' }],
  ['ready, / -> allow', ready, '/', dev, { type: 'allow' }],
]

describe('decideNavigation', () => {
  it.each(cases)('%s', (_name, state, target, env, expected) => {
    expect(decideNavigation(state, target, env)).toEqual(expected)
  })

  it('shows the banned dialog with the texts of the spec', () => {
    expect(BANNED_DIALOG).toEqual({ title: '提示', message: '该账户已被封禁' })
    expect(Object.isFrozen(BANNED_DIALOG)).toBe(true)
  })
})
