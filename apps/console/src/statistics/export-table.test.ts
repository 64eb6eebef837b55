import { describe, expect, it, vi } from 'vitest'
import { readXlsx } from '../lists/export/read-xlsx'
import { exportStatTable, xlsxValue } from './export-table'

const saved: { file: Uint8Array; name: string }[] = []
vi.mock('../lists/export/run-export', async (original) => ({
  ...(await original<typeof import('../lists/export/run-export')>()),
  saveFile: (file: Uint8Array, name: string) => saved.push({ file, name }),
}))

describe('the data query export', () => {
  it('writes numbers a spreadsheet holds exactly as numbers, the rest as exact text', () => {
    expect(xlsxValue('12')).toBe(12)
    expect(xlsxValue('1234.5')).toBe(1234.5)
    expect(xlsxValue('98765432109876543210')).toBe('98765432109876543210')
    expect(xlsxValue('12345678901234567.25')).toBe('12345678901234567.25')
  })

  it('saves the table as on screen with its total row, named after the page and the day', async () => {
    const name = await exportStatTable(
      {
        title: '自助数据查询_注册志愿者_地市',
        headers: ['地市', '注册志愿者'],
        rows: [
          ['广州市', '4812'],
          ['<深圳市>', '98765432109876543210'],
        ],
        total: ['合计', '98765432109876548022'],
      },
      new Date(2026, 10, 23),
    )
    expect(name).toBe('自助数据查询_注册志愿者_地市_2026-11-23.xlsx')
    expect(saved.at(-1)?.name).toBe(name)
    expect(readXlsx(saved.at(-1)?.file ?? new Uint8Array())).toEqual([
      ['地市', '注册志愿者'],
      ['广州市', 4812],
      ['<深圳市>', '98765432109876543210'],
      ['合计', '98765432109876548022'],
    ])
  })
})
