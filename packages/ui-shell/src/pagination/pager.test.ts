import { describe, expect, it } from 'vitest'
import { clampPage, PAGE_SIZES, pageCount, pagerItems } from './pager'

describe('pager', () => {
  it('offers the spec page sizes', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50, 100])
  })

  it('counts pages, with one page for empty or bad totals', () => {
    expect(pageCount(101, 10)).toBe(11)
    expect(pageCount(100, 10)).toBe(10)
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(Number.NaN, 10)).toBe(1)
    expect(pageCount(50, 0)).toBe(1)
  })

  it('lists all pages up to seven, else ellipses around the current page', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pagerItems(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 20])
    expect(pagerItems(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20])
    expect(pagerItems(19, 20)).toEqual([1, 'start-ellipsis', 15, 16, 17, 18, 19, 20])
  })

  it('clamps typed pages and rejects garbage', () => {
    expect(clampPage('7', 5)).toBe(5)
    expect(clampPage('-3', 5)).toBe(1)
    expect(clampPage('abc', 5)).toBeUndefined()
    expect(clampPage('', 5)).toBeUndefined()
  })
})
