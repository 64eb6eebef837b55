// Prints parseApiJson time against native JSON.parse. Run: pnpm --filter @gdzyz/api-client bench
// Native and parseApiJson runs alternate, so load from other processes hits both alike.
import { createApiClient, parseApiJson } from '../dist/index.js'

const RUNS = 21

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

const median = (runs) => runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]

const timeOnce = async (fn) => {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

const compare = async (base, ours) => {
  for (let i = 0; i < 3; i++) {
    await base()
    await ours()
  }
  const a = []
  const b = []
  for (let i = 0; i < RUNS; i++) {
    a.push(await timeOnce(base))
    b.push(await timeOnce(ours))
  }
  return [median(a), median(b)]
}

const tableRow = (name, text, [native, ours], target, labels = {}) => ({
  payload: name,
  size: `${(Buffer.byteLength(text) / 1048576).toFixed(2)} MB`,
  [labels.base ?? 'native ms']: native.toFixed(2),
  [labels.ours ?? 'parseApiJson ms']: ours.toFixed(2),
  ratio: `${(ours / native).toFixed(2)}x`,
  target: target ? `<= ${target}x` : '-',
  verdict: target ? (ours / native <= target ? 'pass' : 'FAIL') : '-',
})

const cases = [
  ['1 MB, long ids', payload(1 << 20, true), 2.5],
  ['1 MB, no long ids', payload(1 << 20, false), 1.2],
  ['10 MB, long ids', payload(10 << 20, true), 2.5],
  ['10 MB, no long ids', payload(10 << 20, false), 1.2],
]

const table = []
for (const [name, text, target] of cases) {
  const times = await compare(
    () => JSON.parse(text),
    () => parseApiJson(text),
  )
  table.push(tableRow(name, text, times, target))
}

const deep = `${'['.repeat(10000)}1234567890123456789${']'.repeat(10000)}`
let verdict = 'pass'
let deepMs = 0
try {
  deepMs = await timeOnce(() => parseApiJson(deep))
} catch (error) {
  verdict = `FAIL (${error.message})`
}
table.push({
  payload: '10,000-deep nesting',
  size: `${(deep.length / 1048576).toFixed(2)} MB`,
  'native ms': '-',
  'parseApiJson ms': deepMs.toFixed(2),
  ratio: '-',
  target: 'no stack overflow',
  verdict,
})

console.log(
  `parseApiJson vs JSON.parse (Node ${process.version}, median of ${RUNS} alternating runs)`,
)
console.table(table)

// The whole client path: a GET through every middleware against a plain fetch + JSON.parse.
const text = cases[0][1]
const fetch = async () =>
  new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
const client = createApiClient({ baseUrl: 'http://127.0.0.1', fetch })
const clientTimes = await compare(
  async () => JSON.parse(await (await fetch()).text()),
  async () => client.GET('/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo'),
)
console.log('client.GET through all middlewares vs fetch + JSON.parse')
console.table([
  tableRow('1 MB, long ids', text, clientTimes, undefined, {
    base: 'fetch+JSON.parse ms',
    ours: 'client.GET ms',
  }),
])
