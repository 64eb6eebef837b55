// Production build check: no mock code (MSW) reaches dist, and each section is its own chunk.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url).pathname
const SECTIONS = [
  'personnel',
  'organization',
  'personal-center',
  'activity',
  'website',
  'nwm-admin',
  'statistical',
  'sms-model',
  'complaint-model',
  'volunteer-card',
  'contest-model',
  'system',
  'shop-api-model',
  'data-handle-model',
  'violation',
  'need-supply',
  'discipline-zone',
]
const FORBIDDEN = [/mockServiceWorker/, /setupWorker/, /\bmsw\b/, /DEMO_PASSWORD|Admin@2026/]

const files = await readdir(join(dist, 'assets'))
const problems = []
const top = await readdir(dist)
if (top.some((name) => name.includes('mockServiceWorker')))
  problems.push('dist has mockServiceWorker.js')
for (const name of files.filter((f) => f.endsWith('.js'))) {
  const text = await readFile(join(dist, 'assets', name), 'utf8')
  for (const pattern of FORBIDDEN) {
    if (pattern.test(text)) problems.push(`${name} contains ${pattern}`)
  }
}
for (const section of SECTIONS) {
  if (!files.some((f) => f.startsWith(`${section}-`) && f.endsWith('.js'))) {
    problems.push(`no lazy chunk for section ${section}`)
  }
}
const html = await readFile(join(dist, 'index.html'), 'utf8')
const entry = html.match(/src="\/admin\/assets\/([^"]+\.js)"/)?.[1]
if (!entry) problems.push('index.html has no /admin/assets entry script')
else {
  const size = gzipSync(await readFile(join(dist, 'assets', entry))).length
  process.stdout.write(
    `entry ${entry}: ${(size / 1024).toFixed(1)} KB gzip; ${files.length} assets\n`,
  )
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
process.stdout.write('dist check passed: no mock code, one chunk per section\n')
