import { describe, expect, it } from 'vitest'
import { readXlsx } from '../lists/export/read-xlsx'
import { writeXlsx } from '../lists/export/xlsx-writer'
import { cardImportMessages } from './messages'
import { parseCardFile } from './parse-file'
import { reportLines, reportSheet } from './report'
import { csvFile, mixedSheet, sampleIdCard } from './test-sheets'

const parsed = () => {
  const outcome = parseCardFile(csvFile(mixedSheet().rows), 'a.csv')
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.result
}

describe('the problem report', () => {
  it('words each problem with the rule messages of the language, in row order', () => {
    const { issues } = parsed()
    const cn = reportLines(issues, [], [], 'zh-CN', cardImportMessages['zh-CN'])
    expect(cn.slice(0, 4)).toEqual([
      { row: 3, field: 'name', message: '请输入正确的姓名', value: '李' },
      {
        row: 5,
        field: 'idCard',
        message: '您输入的身份证号码校验位不正确，请重新输入',
        value: '110105194912310021',
      },
      { row: 6, field: 'mobile', message: '手机号码有误，请重填', value: '12345' },
      { row: 7, field: 'idCard', message: '与第 2 行的身份证号码重复', value: sampleIdCard(1) },
    ])
    const tw = reportLines(issues, [], [], 'zh-TW', cardImportMessages['zh-TW'])
    expect(tw[3]?.message).toBe('與第 2 列的身份證號碼重複')
    expect(tw.find((l) => l.row === 11)?.message).toBe('請輸入身份證號碼')
  })

  it('adds the rows the server refused with their cells', () => {
    const { issues, valid } = parsed()
    const lines = reportLines(
      issues,
      [{ row: 4, field: 'idCard', message: '该身份证号已提交制证申请' }],
      valid,
      'zh-CN',
      cardImportMessages['zh-CN'],
    )
    expect(lines.find((l) => l.row === 4)).toEqual({
      row: 4,
      field: 'idCard',
      message: '该身份证号已提交制证申请',
      value: valid.find((r) => r.row === 4)?.idCard,
    })
  })

  it('writes hostile cells as plain text: no formula in the downloaded sheet', () => {
    const text = cardImportMessages['zh-CN']
    const sheet = reportSheet(reportLines(parsed().issues, [], [], 'zh-CN', text), text)
    const file = writeXlsx({ name: 'r', headers: sheet.headers, rows: [sheet.rows] })
    const rows = readXlsx(file)
    expect(rows[0]).toEqual(['行号', '字段', '问题', '内容'])
    expect(rows).toContainEqual([9, '姓名', '请输入正确的姓名', '=HYPERLINK("http://x","点")'])
    expect(rows).toContainEqual([10, '姓名', '请输入正确的姓名', '<img src=x onerror=alert(1)>'])
    expect(rows).toHaveLength(1 + 8)
  })
})
