import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { MAX_FILE_BYTES, MAX_ROWS, parseCardFile } from './parse-file'
import {
  csvFile,
  HEADER,
  mixedSheet,
  sampleIdCard,
  sampleRow,
  withCheckDigit,
  xlsxFile,
} from './test-sheets'

const issuesOf = (outcome: ReturnType<typeof parseCardFile>) =>
  outcome.ok ? outcome.result.issues.map(({ row, field }) => ({ row, field })) : outcome

describe('parseCardFile', () => {
  it('reports exactly the bad rows of a mixed .csv and keeps the valid ones', () => {
    const { rows, bad } = mixedSheet()
    const outcome = parseCardFile(csvFile(rows), 'cards.csv')
    expect(issuesOf(outcome)).toEqual(bad)
    if (!outcome.ok) throw new Error('refused')
    expect(outcome.result.valid.map((r) => r.row)).toEqual([2, 4, 12])
    expect(outcome.result).toMatchObject({ total: 10, invalidRows: 7 })
    expect(outcome.result.valid[0]).toEqual({
      row: 2,
      name: rows[1]?.[0],
      idCard: rows[1]?.[1],
      mobile: rows[1]?.[2],
    })
  })

  it('reads the same answer from an .xlsx', () => {
    const { rows, bad } = mixedSheet()
    expect(issuesOf(parseCardFile(xlsxFile(rows), 'cards.xlsx'))).toEqual(bad)
  })

  it('says why: required, format, and the row an ID card first appeared on', () => {
    const outcome = parseCardFile(csvFile(mixedSheet().rows), 'a.csv')
    if (!outcome.ok) throw new Error('refused')
    expect(outcome.result.issues).toContainEqual({
      row: 7,
      field: 'idCard',
      kind: 'duplicate',
      value: sampleIdCard(1),
      firstRow: 2,
    })
    expect(outcome.result.issues).toContainEqual({
      row: 11,
      field: 'idCard',
      kind: 'required',
      value: '',
    })
    expect(outcome.result.issues).toContainEqual({
      row: 6,
      field: 'mobile',
      kind: 'format',
      value: '12345',
    })
  })

  it('keeps hostile cells as inert text in the report and never imports them', () => {
    const outcome = parseCardFile(csvFile(mixedSheet().rows), 'a.csv')
    if (!outcome.ok) throw new Error('refused')
    const values = outcome.result.issues.map((i) => i.value)
    expect(values).toContain('=HYPERLINK("http://x","点")')
    expect(values).toContain('<img src=x onerror=alert(1)>')
    expect(outcome.result.valid.some((r) => /[<=]/.test(r.name))).toBe(false)
  })

  it('tidies input as forms do: full-width digits, spaces, lower-case x', () => {
    const id = withCheckDigit('11010519491231002')
    const lower = id.toLowerCase()
    const outcome = parseCardFile(
      csvFile([HEADER, [' 王小明 ', lower, '１３９１２３４５６７８']]),
      'a.csv',
    )
    expect(outcome.ok && outcome.result.valid).toEqual([
      { row: 2, name: '王小明', idCard: id, mobile: '13912345678' },
    ])
  })

  it('finds the columns in any order, with Traditional headers and required marks', () => {
    const outcome = parseCardFile(
      csvFile([
        ['手機號碼', '*姓名', ' 身分證號碼 '],
        ['13912345678', '王小明', sampleIdCard(3)],
      ]),
      'a.csv',
    )
    expect(outcome.ok && outcome.result.valid[0]?.idCard).toBe(sampleIdCard(3))
  })

  it('reads quoted CSV cells, a BOM, blank lines and GB18030 text', () => {
    const text = `\ufeff姓名,身份证号码,手机号码,备注\r\n\r\n王小明,${sampleIdCard(1)},13900000001,"有,逗号\n和换行"\r\n`
    const outcome = parseCardFile(new TextEncoder().encode(text), 'a.csv')
    expect(outcome.ok && outcome.result.valid.map((r) => r.row)).toEqual([3])
    // 姓名,身份证号码,手机号码 then 张伟 in GB18030 bytes.
    const gb = new Uint8Array([
      0xd0,
      0xd5,
      0xc3,
      0xfb,
      0x2c,
      0xc9,
      0xed,
      0xb7,
      0xdd,
      0xd6,
      0xa4,
      0xba,
      0xc5,
      0xc2,
      0xeb,
      0x2c,
      0xca,
      0xd6,
      0xbb,
      0xfa,
      0xba,
      0xc5,
      0xc2,
      0xeb,
      0x0a,
      0xd5,
      0xc5,
      0xce,
      0xb0,
      0x2c,
      ...strToU8(`${sampleIdCard(4)},13900000004`),
    ])
    const fromGb = parseCardFile(gb, 'gbk.csv')
    expect(fromGb.ok && fromGb.result.valid[0]?.name).toBe('张伟')
  })

  it('reads shared strings, rich text, numeric mobiles and formula results of Excel files', () => {
    const sheet = `<?xml version="1.0"?><worksheet xmlns="x"><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>
      <row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3" t="str"><f>CONCAT("x")</f><v>${sampleIdCard(7)}</v></c><c r="C3"><v>1.3900000007E10</v></c></row>
      <row r="4"><c r="C4" t="s"><v>4</v></c><c r="A4" t="s"><v>5</v></c><c r="B4" t="inlineStr"><is><t>${sampleIdCard(8)}</t></is></c></row>
    </sheetData></worksheet>`
    const shared = `<sst><si><t>姓名</t></si><si><t>身份证号码</t></si><si><t>手机号码</t></si><si><r><t>王</t></r><r><t>小明</t></r><rPh><t>おう</t></rPh></si><si><t>13900000008</t></si><si><t>李&amp;华</t></si></sst>`
    const file = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/data.xml"/></Relationships>',
      ),
      'xl/worksheets/data.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(shared),
    })
    const outcome = parseCardFile(file, 'excel.xlsx')
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.result.valid).toEqual([
      { row: 3, name: '王小明', idCard: sampleIdCard(7), mobile: '13900000007' },
    ])
    expect(outcome.result.issues).toEqual([
      { row: 4, field: 'name', kind: 'format', value: '李&华' },
    ])
  })

  it('refuses files that are not card sheets, whole', () => {
    const random = (size: number) => {
      const bytes = new Uint8Array(size)
      for (let i = 0; i < size; i += 65_536) crypto.getRandomValues(bytes.subarray(i, i + 65_536))
      return bytes
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
    const cases: [Uint8Array, string, string][] = [
      [new Uint8Array(), 'a.csv', 'empty'],
      [strToU8('\r\n , \r\n'), 'a.csv', 'empty'],
      [png, 'a.png', 'notSpreadsheet'],
      [png, 'a.xlsx', 'notSpreadsheet'],
      [ole, 'old.xls', 'xls'],
      [random(MAX_FILE_BYTES), 'garbage.csv', 'encoding'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...random(1000)]), 'broken.xlsx', 'notSpreadsheet'],
      [zipSync({ 'a.txt': strToU8('hi') }), 'other.xlsx', 'notSpreadsheet'],
      [new Uint8Array(MAX_FILE_BYTES + 1), 'big.csv', 'tooLarge'],
      [csvFile([HEADER]), 'header-only.csv', 'noRows'],
    ]
    for (const [bytes, name, reason] of cases) {
      expect(parseCardFile(bytes, name), name).toMatchObject({ ok: false, reason })
    }
  })

  it('names the missing or repeated columns of a wrong header', () => {
    expect(
      parseCardFile(
        csvFile([
          ['姓名', '电话', '姓名'],
          ['a', 'b', 'c'],
        ]),
        'a.csv',
      ),
    ).toEqual({
      ok: false,
      reason: 'headers',
      missing: ['idCard', 'mobile'],
      repeated: ['name'],
    })
  })

  it(`refuses more than ${MAX_ROWS} rows`, () => {
    const rows = [HEADER, ...Array.from({ length: MAX_ROWS + 1 }, (_, i) => sampleRow(i))]
    expect(parseCardFile(csvFile(rows), 'a.csv')).toMatchObject({
      ok: false,
      reason: 'tooManyRows',
    })
    expect(parseCardFile(csvFile(rows.slice(0, -1)), 'a.csv').ok).toBe(true)
  }, 30_000)
})
