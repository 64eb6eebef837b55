// Prints parseApiJson time against native JSON.parse. Run: pnpm --filter @gdzyz/api-client bench
import { parseApiJson } from '../dist/index.js'

const row = (i, longIds) => {
  const id = longIds ? `${1234567890123456789n + BigInt(i)}` : String(100000 + i)
  return `{"id":${id},"name":"志愿者${i}","title":"活动 \\"${i}\\" 报名","idCard":"44010119900101${String(i % 10000).padStart(4, '0')}","mobile":"13800000000","orgName":"广州市志愿者协会","districtName":"广州市","status":${i % 3},"score":${(i % 100) / 4},"createTime":"2026-01-05 09:30:00"}`
}

const payload = (bytes, longIds) => {
  const rows = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const r = row(i, longIds)
    rows.push(r)
    size += Buffer.byteLength(r) + 1
  }
  return `{"code":1,"msg":"success","data":{"total":${rows.length},"list":[${rows.join(',')}]}}`
}

const time = (fn, text) => {
  for (let i = 0; i < 3; i++) fn(text)
  const runs = []
  for (let i = 0; i < 15; i++) {
    const start = performance.now()
    fn(text)
    runs.push(performance.now() - start)
  }
  runs.sort((a, b) => a - b)
  return runs[Math.floor(runs.length / 2)]
}

const cases = [
  ['1 MB, long ids', payload(1 << 20, true), 2.5],
  ['1 MB, no long ids', payload(1 << 20, false), 1.2],
  ['10 MB, long ids', payload(10 << 20, true), 2.5],
  ['10 MB, no long ids', payload(10 << 20, false), 1.2],
]

const table = cases.map(([name, text, target]) => {
  const native = time(JSON.parse, text)
  const ours = time(parseApiJson, text)
  const ratio = ours / native
  return {
    payload: name,
    size: `${(Buffer.byteLength(text) / 1048576).toFixed(2)} MB`,
    'native ms': native.toFixed(2),
    'parseApiJson ms': ours.toFixed(2),
    ratio: `${ratio.toFixed(2)}x`,
    target: `<= ${target}x`,
    verdict: ratio <= target ? 'pass' : 'FAIL',
  }
})

const deep = `${'['.repeat(10000)}1234567890123456789${']'.repeat(10000)}`
let verdict = 'pass'
let deepMs = 0
try {
  const start = performance.now()
  parseApiJson(deep)
  deepMs = performance.now() - start
} catch (error) {
  verdict = `FAIL (${error.message})`
}
table.push({
  payload: '10,000-deep nesting',
  size: `${(deep.length / 1024).toFixed(1)} KB`,
  'native ms': '-',
  'parseApiJson ms': deepMs.toFixed(2),
  ratio: '-',
  target: 'no stack overflow',
  verdict,
})

console.log(`Node ${process.version}, median of 15 runs after 3 warm-ups`)
console.table(table)
