import { writeXlsx } from '../lists/export/xlsx-writer'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECKS = '10X98765432'

/** A mainland ID card with its check digit (GB 11643) from its first 17 digits. */
export function withCheckDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] as number)
  return first17 + CHECKS[sum % 11]
}

/** The n-th of many distinct valid ID cards (Guangzhou, born 1970-2029). */
export function sampleIdCard(n: number): string {
  const day = new Date(Date.UTC(1970, 0, 1) + Math.floor(n / 999) * 86_400_000)
  const date = day.toISOString().slice(0, 10).replaceAll('-', '')
  return withCheckDigit(`440106${date}${String((n % 999) + 1).padStart(3, '0')}`)
}

const NAMES = ['王小明', '李华', '陈美玲', '张伟', '刘洋', '黄敏', '周杰伦', '吴婷']

/** The n-th valid application row: 姓名, 身份证号码, 手机号码. */
export const sampleRow = (n: number): string[] => [
  NAMES[n % NAMES.length] as string,
  sampleIdCard(n),
  `139${String(n).padStart(8, '0')}`,
]

export const HEADER = ['姓名', '身份证号码', '手机号码']

/** A .csv file (UTF-8, CRLF, quoted where needed) of these rows. */
export function csvFile(rows: readonly (readonly string[])[]): Uint8Array {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
  return new TextEncoder().encode(rows.map((row) => row.map(quote).join(',')).join('\r\n'))
}

/** An .xlsx file of these rows (the first one is written as the bold header). */
export function xlsxFile(rows: readonly (readonly string[])[]): Uint8Array {
  const [headers = [], ...body] = rows
  return writeXlsx({ name: 'Sheet1', headers, rows: [body] })
}

/**
 * A mixed sheet: valid rows with bad ones in between, and the issues the report must list
 * (row number in the sheet, field).
 */
export function mixedSheet(): { rows: string[][]; bad: { row: number; field: string }[] } {
  const rows = [
    HEADER,
    sampleRow(1),
    ['李', sampleIdCard(2), '13900000002'],
    sampleRow(3),
    ['赵六', '110105194912310021', '13900000004'],
    ['钱七', sampleIdCard(5), '12345'],
    ['孙八', sampleIdCard(1), '13900000006'],
    ['', '', ''],
    ['=HYPERLINK("http://x","点")', sampleIdCard(8), '13900000008'],
    ['<img src=x onerror=alert(1)>', sampleIdCard(9), '+13900000009'],
    ['周九', '', '13900000010'],
    sampleRow(11),
  ]
  const bad = [
    { row: 3, field: 'name' },
    { row: 5, field: 'idCard' },
    { row: 6, field: 'mobile' },
    { row: 7, field: 'idCard' },
    { row: 9, field: 'name' },
    { row: 10, field: 'name' },
    { row: 10, field: 'mobile' },
    { row: 11, field: 'idCard' },
  ]
  return { rows, bad }
}
