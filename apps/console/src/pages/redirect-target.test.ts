import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirectTarget('dashboard')).toBe('/dashboard')
    expect(safeRedirectTarget('activity/mission_query', '?pageNum=2')).toBe(
      '/activity/mission_query?pageNum=2',
    )
    expect(safeRedirectTarget('iframe/index', '?menucode=a&title=%E5%A4%96')).toBe(
      '/iframe/index?menucode=a&title=%E5%A4%96',
    )
  })

  it.each([
    ['/evil.example'],
    ['//evil.example'],
    ['\\evil.example'],
    ['%2F%2Fevil.example'],
    ['%2fevil.example'],
    ['%252F%252Fevil.example'],
    ['%5Cevil.example'],
    ['https://evil.example'],
    ['https:/evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript%3Aalert(1)'],
    ['data:text/html,x'],
    ['%E0%A4%A'],
    ['\tevil'],
    ['/\t/evil.example'],
  ])('rejects %s', (splat) => {
    expect(safeRedirectTarget(splat)).toBeNull()
  })

  it('rejects targets that only become external after normalisation', () => {
    expect(safeRedirectTarget('a/../..//evil.example')).toBeNull()
  })
})
