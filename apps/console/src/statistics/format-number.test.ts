import { describe, expect, it } from 'vitest'
import { chartNumber, formatChange, formatFull, formatReadable } from './format-number'

describe('formatFull', () => {
  it('groups thousands and keeps every digit of long integers and decimals', () => {
    expect(formatFull('0')).toBe('0')
    expect(formatFull('999')).toBe('999')
    expect(formatFull('1000')).toBe('1,000')
    expect(formatFull('98765432109876543210')).toBe('98,765,432,109,876,543,210')
    expect(formatFull('12345678901234567.25')).toBe('12,345,678,901,234,567.25')
    expect(formatFull('-1234567.5')).toBe('-1,234,567.5')
    expect(formatFull('1234.50')).toBe('1,234.5')
  })

  it('leaves text that is not a decimal as it is', () => {
    for (const text of ['', 'abc', '1e21', '1,000', '<b>1</b>', 'NaN'])
      expect(formatFull(text)).toBe(text)
  })
})

describe('formatReadable', () => {
  it('shows numbers below 10,000 as they are (2 decimals at most)', () => {
    expect(formatReadable('9999', 'zh-CN')).toBe('9,999')
    expect(formatReadable('1234.567', 'zh-CN')).toBe('1,234.57')
    expect(formatReadable('0.004', 'zh-TW')).toBe('0')
  })

  it('uses 万 / 亿 / 万亿 in zh-CN and 萬 / 億 / 兆 in zh-TW, rounded half up', () => {
    expect(formatReadable('10000', 'zh-CN')).toBe('1万')
    expect(formatReadable('12345', 'zh-CN')).toBe('1.23万')
    expect(formatReadable('12355', 'zh-TW')).toBe('1.24萬')
    expect(formatReadable('30012345.5', 'zh-CN')).toBe('3,001.23万')
    expect(formatReadable('123456789012', 'zh-CN')).toBe('1,234.57亿')
    expect(formatReadable('123456789012', 'zh-TW')).toBe('1,234.57億')
    expect(formatReadable('1234567890123', 'zh-CN')).toBe('1.23万亿')
    expect(formatReadable('1234567890123', 'zh-TW')).toBe('1.23兆')
  })

  it('moves up a unit when rounding reaches it and stays exact far beyond 2^53', () => {
    expect(formatReadable('99999999', 'zh-CN')).toBe('1亿')
    expect(formatReadable('99994999', 'zh-CN')).toBe('1亿')
    expect(formatReadable('99000000', 'zh-CN')).toBe('9,900万')
    expect(formatReadable('98765432109876543210', 'zh-CN')).toBe('98,765,432.11万亿')
    expect(formatReadable('98765432109876543210', 'zh-TW')).toBe('98,765,432.11兆')
    expect(formatReadable('-123456', 'zh-CN')).toBe('-12.35万')
  })
})

describe('formatChange', () => {
  it('gives the change in percent with one decimal and its direction', () => {
    expect(formatChange('110', '100')).toEqual({ text: '+10%', direction: 'up' })
    expect(formatChange('2', '3')).toEqual({ text: '-33.3%', direction: 'down' })
    expect(formatChange('1.5', '1.5')).toEqual({ text: '0%', direction: 'flat' })
    expect(formatChange('1000.05', '1000')).toEqual({ text: '0%', direction: 'flat' })
    expect(formatChange('1001', '1000')).toEqual({ text: '+0.1%', direction: 'up' })
    expect(formatChange('-50', '-100')).toEqual({ text: '+50%', direction: 'up' })
    expect(formatChange('98765432109876543211', '98765432109876543210')).toEqual({
      text: '0%',
      direction: 'flat',
    })
    expect(formatChange('3', '2')).toEqual({ text: '+50%', direction: 'up' })
  })

  it('has no change against nothing, zero or unreadable text', () => {
    expect(formatChange('5', '0')).toBeNull()
    expect(formatChange('5', '')).toBeNull()
    expect(formatChange('x', '5')).toBeNull()
  })
})

it('chartNumber plots a float and 0 for unreadable text', () => {
  expect(chartNumber('1234.5')).toBe(1234.5)
  expect(chartNumber('bad')).toBe(0)
})
