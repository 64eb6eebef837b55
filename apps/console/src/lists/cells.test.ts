import { describe, expect, it } from 'vitest'
import { listMessages } from '../i18n/list-messages'
import {
  type CellContext,
  cellText,
  exportValue,
  formatDateTime,
  safeHref,
  statusKey,
} from './cells'

const ctx: CellContext = {
  locale: 'zh-CN',
  status: 'audit',
  statusLabel: (key) => `label:${key}`,
}

describe('cellText', () => {
  it('keeps long ids digit for digit', () => {
    expect(cellText('id', '1234567890123456789', ctx)).toBe('1234567890123456789')
    expect(cellText('id', 1234567890123456789n, ctx)).toBe('1234567890123456789')
  })

  it('masks ID card numbers and mobiles', () => {
    const idCard = cellText('idCard', '44010119900101123X', ctx)
    expect(idCard).not.toContain('19900101')
    expect(idCard.startsWith('4401')).toBe(true)
    expect(idCard.endsWith('123X')).toBe(true)
    const mobile = cellText('mobile', '13812345678', ctx)
    expect(mobile).not.toContain('1234')
    expect(mobile.startsWith('138')).toBe(true)
    expect(mobile.endsWith('5678')).toBe(true)
  })

  it('shows nothing for missing values', () => {
    expect(cellText('text', null, ctx)).toBe('')
    expect(cellText('mobile', undefined, ctx)).toBe('')
    expect(cellText('money', '', ctx)).toBe('')
  })

  it('labels status codes and keeps unknown ones visible', () => {
    expect(cellText('status', 2, ctx)).toBe('label:rejected')
    expect(cellText('status', 9, ctx)).toBe('9')
  })

  it('names cities in the current language', () => {
    expect(cellText('district', '441700', ctx)).toBe('阳江市')
    expect(cellText('district', '441700', { ...ctx, locale: 'zh-TW' })).toBe('陽江市')
    expect(cellText('district', '天河区', ctx)).toBe('天河区')
  })

  it('formats amounts and counts the same way in every browser locale', () => {
    expect(cellText('money', 1234.5, ctx)).toBe('¥1,234.50')
    expect(cellText('number', '12000', ctx)).toBe('12,000')
    expect(cellText('money', 'n/a', ctx)).toBe('n/a')
  })
})

describe('formatDateTime', () => {
  it('writes yyyy-mm-dd HH:mm:ss in China Standard Time', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 31, 16, 5, 9))).toBe('2024-02-01 00:05:09')
    expect(formatDateTime('1706716800000')).toBe('2024-02-01 00:00:00')
    expect(formatDateTime('2024-05-01T08:30')).toBe('2024-05-01 08:30:00')
    expect(formatDateTime('2024-05-01 08:30:15.123')).toBe('2024-05-01 08:30:15')
    expect(formatDateTime('2024-05-01')).toBe('2024-05-01')
    expect(formatDateTime('昨天')).toBe('昨天')
  })
})

describe('exportValue', () => {
  it('keeps ids and ID-card numbers in full as text, amounts as numbers', () => {
    expect(exportValue('idCard', '440104199001011234', ctx)).toBe('440104199001011234')
    expect(exportValue('id', '9007199254740993123', ctx)).toBe('9007199254740993123')
    expect(exportValue('money', '12.5', ctx)).toBe(12.5)
    expect(exportValue('status', 0, ctx)).toBe('label:pending')
    expect(exportValue('date', '2024-05-01 10:00:00', ctx)).toBe('2024-05-01')
  })
})

describe('safeHref', () => {
  it('links only to http and https addresses', () => {
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('data:text/html,x')).toBeUndefined()
    expect(safeHref('/relative')).toBeUndefined()
    expect(safeHref(42)).toBeUndefined()
  })
})

describe('statusKey', () => {
  it('maps known codes and rejects unknown ones', () => {
    expect(statusKey('audit', 0)).toBe('pending')
    expect(statusKey('audit', '2')).toBe('rejected')
    expect(statusKey('publish', 1)).toBe('published')
    expect(statusKey('state', 7)).toBeUndefined()
    expect(statusKey('state', 'x')).toBeUndefined()
    expect(statusKey('state', '')).toBeUndefined()
  })
})

describe('status labels', () => {
  it('label every code of every status set in both languages', () => {
    const sets = { audit: 3, state: 3, publish: 3, handle: 3, card: 4 } as const
    for (const [set, size] of Object.entries(sets) as [keyof typeof sets, number][]) {
      for (let code = 0; code < size; code++) {
        const key = statusKey(set, code)
        expect(key, `${set} ${code}`).toBeDefined()
        for (const locale of ['zh-CN', 'zh-TW'] as const) {
          const labels: Record<string, string> = listMessages[locale].status
          expect(labels[key as string], `${locale} ${key}`).toMatch(/^[\u4e00-\u9fa5]+$/)
        }
      }
      expect(statusKey(set, size)).toBeUndefined()
    }
    expect(listMessages['zh-CN'].status.rejected).toBe('已驳回')
  })
})
