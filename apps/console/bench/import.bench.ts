// Benchmark (not a test): 批量导入制证's check of a 50,000-row sheet, as its Web Worker runs it
// (read the file, find the columns, check every row with the shared rules and for repeated ID
// cards). One row in 50 is bad. Prints the median of 3 runs for .xlsx and .csv. Target: < 3 s.
import { parseCardFile } from '../src/card-import/parse-file'
import { csvFile, HEADER, sampleRow, xlsxFile } from '../src/card-import/test-sheets'

const ROWS = 50_000
const RUNS = 3

const rows = [HEADER]
for (let n = 0; n < ROWS; n++) {
  const row = sampleRow(n)
  if (n % 50 === 7) row[2] = '1234'
  rows.push(row)
}

const files = { xlsx: xlsxFile(rows), csv: csvFile(rows) }

for (const [kind, bytes] of Object.entries(files)) {
  const times: number[] = []
  let summary = ''
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    const outcome = parseCardFile(bytes, `cards.${kind}`)
    times.push(performance.now() - start)
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`)
    summary = `${outcome.result.valid.length} valid, ${outcome.result.invalidRows} invalid`
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(RUNS / 2)] as number
  console.log(
    `card import check: ${ROWS.toLocaleString('en')} rows .${kind} (${(bytes.length / 1048576).toFixed(1)} MB): ${(median / 1000).toFixed(2)} s median of ${RUNS} (${summary}); target < 3 s`,
  )
}
