import { describe, expect, it } from 'vitest'
import { cellText, statusKey } from './cells'

describe('cellText', () => {
  it('keeps long ids digit for digit', () => {
    expect(cellText('id', '1234567890123456789')).toBe('1234567890123456789')
    expect(cellText('id', 1234567890123456789n)).toBe('1234567890123456789')
  })

  it('masks ID card numbers and mobiles', () => {
    const idCard = cellText('idCard', '44010119900101123X')
    expect(idCard).not.toContain('19900101')
    expect(idCard.startsWith('4401')).toBe(true)
    expect(idCard.endsWith('123X')).toBe(true)
    const mobile = cellText('mobile', '13812345678')
    expect(mobile).not.toContain('1234')
    expect(mobile.startsWith('138')).toBe(true)
    expect(mobile.endsWith('5678')).toBe(true)
  })

  it('shows nothing for missing values', () => {
    expect(cellText('text', null)).toBe('')
    expect(cellText('mobile', undefined)).toBe('')
  })
})

describe('statusKey', () => {
  it('maps known codes and rejects unknown ones', () => {
    expect(statusKey('audit', 0)).toBe('pending')
    expect(statusKey('audit', '2')).toBe('rejected')
    expect(statusKey('publish', 1)).toBe('published')
    expect(statusKey('state', 7)).toBeUndefined()
    expect(statusKey('state', 'x')).toBeUndefined()
  })
})
