import { describe, expect, it } from 'vitest'
import { chartSummary } from './chart-summary'
import { statsMessages } from './messages'

const text = statsMessages['zh-CN']
const plain = (value: string) => value

describe('chartSummary', () => {
  it('a bar chart names its count, highest and lowest', () => {
    const summary = chartSummary(
      {
        kind: 'bar',
        title: '按地市',
        labels: ['广州市', '深圳市', '珠海市'],
        series: [{ name: 'n', values: ['20', '35', '3'] }],
      },
      text,
      plain,
    )
    expect(summary).toBe('按地市：柱状图，共 3 项，最高为 深圳市 35，最低为 珠海市 3。')
  })

  it('a line chart names its first, last and highest month, in the given format', () => {
    const summary = chartSummary(
      {
        kind: 'line',
        title: '趋势',
        labels: ['2026-01', '2026-02', '2026-03'],
        series: [{ name: 'n', values: ['10000', '30000', '20000'] }],
      },
      statsMessages['zh-TW'],
      (v) => `${Number(v) / 10000}萬`,
    )
    expect(summary).toBe(
      '趋势：折線圖，共 3 個月，2026-01 為 1萬，2026-03 為 2萬，最高為 2026-02 3萬。',
    )
  })

  it('says when there is nothing to draw', () => {
    expect(chartSummary({ kind: 'bar', title: 'x', labels: [], series: [] }, text, plain)).toBe(
      'x：没有数据。',
    )
  })
})
