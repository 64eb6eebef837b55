import { describe, expect, it } from 'vitest'
import { median, verdicts } from './lighthouse-verdicts.mjs'

const good = {
  mobile: { score: 0.95, lcp: 1500, tbt: 100, cls: 0.01 },
  desktop: { score: 1, lcp: 600, tbt: 0, cls: 0 },
}

describe('median', () => {
  it('takes the middle of odd and the mean of the middle two of even counts', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('ignores runs that produced no figure', () => {
    expect(median([Number.NaN, 5, 7, 6])).toBe(6)
    expect(median([])).toBeNaN()
  })
})

describe('verdicts', () => {
  it('passes and marks every target met', () => {
    const { rows, failures } = verdicts(good)
    expect(failures).toEqual([])
    const targeted = rows.filter((r: { target: string }) => r.target !== '-')
    expect(targeted.map((r: { verdict: string }) => r.verdict)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
      'pass',
    ])
  })

  it('reports missed targets without failing while within the guard', () => {
    const { rows, failures } = verdicts({
      ...good,
      mobile: { score: 0.85, lcp: 2600, tbt: 450, cls: 0.05 },
    })
    expect(failures).toEqual([])
    const mobile = rows.filter((r: { preset: string }) => r.preset === 'mobile')
    expect(mobile.map((r: { verdict: string }) => r.verdict)).toEqual([
      'miss',
      'miss',
      'miss',
      'miss',
    ])
  })

  it('judges mobile LCP against 2.5 s and desktop LCP against 0.8 s, printing the 2.0 s aim', () => {
    const { rows } = verdicts({
      mobile: { ...good.mobile, lcp: 2400 },
      desktop: { ...good.desktop, lcp: 850 },
    })
    const lcp = (preset: string) =>
      rows.find(
        (r: { preset: string; metric: string }) => r.preset === preset && r.metric === 'lcp',
      )
    expect(lcp('mobile')).toMatchObject({ target: '<= 2.5 s', aim: '<= 2.0 s', verdict: 'pass' })
    expect(lcp('desktop')).toMatchObject({ target: '<= 0.8 s', aim: '-', verdict: 'miss' })
  })

  it('prints a reference preset (plain HTTP/1.1) without judging it or failing on it', () => {
    const { rows, failures } = verdicts({
      ...good,
      'mobile http/1.1': { score: 0.5, lcp: 4000, tbt: 900, cls: 0.2 },
    })
    expect(failures).toEqual([])
    const reference = rows.filter((r: { preset: string }) => r.preset === 'mobile http/1.1')
    expect(reference.map((r: { median: string }) => r.median)).toEqual([
      '0.50',
      '4.00 s',
      '900 ms',
      '0.200',
    ])
    expect(reference.every((r: { verdict: string }) => r.verdict === '-')).toBe(true)
  })

  it('fails past the guard: mobile score below 0.80 or TBT above 600 ms', () => {
    expect(verdicts({ ...good, mobile: { ...good.mobile, score: 0.79 } }).failures).toEqual([
      'mobile score 0.79 < guard 0.8',
    ])
    expect(verdicts({ ...good, mobile: { ...good.mobile, tbt: 601 } }).failures).toEqual([
      'mobile TBT 601 ms > guard 600 ms',
    ])
  })

  it('fails when the mobile run produced no figures', () => {
    expect(verdicts({ desktop: good.desktop }).failures).toHaveLength(2)
  })
})
