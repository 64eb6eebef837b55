import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedCopies, MIN_PRECOMPRESS_BYTES } from '../build/precompress'

const script = `export function f(){return ${JSON.stringify('广东i志愿'.repeat(200))}}`

describe('compressedCopies (the build precompression)', () => {
  it('writes a Brotli and a gzip copy of a hashed asset that decompress to the original', () => {
    const copies = compressedCopies('assets/index-a1b2.js', script)
    expect(copies.map((copy) => copy.fileName)).toEqual([
      'assets/index-a1b2.js.br',
      'assets/index-a1b2.js.gz',
    ])
    const [br, gz] = copies.map((copy) => Buffer.from(copy.source))
    expect(brotliDecompressSync(br as Buffer).toString()).toBe(script)
    expect(gunzipSync(gz as Buffer).toString()).toBe(script)
    expect((br as Buffer).length).toBeLessThan(Buffer.byteLength(script))
  })

  it('takes bytes as well as text (stylesheets, emitted assets)', () => {
    const css = Buffer.from(`.a{color:red}${'.b{margin:0}'.repeat(200)}`)
    const [br] = compressedCopies('assets/index-c3d4.css', css)
    expect(brotliDecompressSync(Buffer.from(br?.source ?? [])).equals(css)).toBe(true)
  })

  it.each([
    ['the runtime configuration, edited per environment', 'config.json'],
    ['the page, revalidated on every start', 'index.html'],
    ['a file outside the hashed assets', 'mockup/app.js'],
    ['a nested path', 'assets/sub/app.js'],
    ['an image format that is compressed already', 'assets/logo-a1b2.png'],
    ['a compressed copy itself', 'assets/index-a1b2.js.br'],
  ])('leaves %s alone', (_name, fileName) => {
    expect(compressedCopies(fileName, script)).toEqual([])
  })

  it(`leaves files under ${MIN_PRECOMPRESS_BYTES} bytes alone`, () => {
    const small = 'x'.repeat(MIN_PRECOMPRESS_BYTES - 1)
    expect(compressedCopies('assets/tiny-a1b2.js', small)).toEqual([])
    expect(compressedCopies('assets/tiny-a1b2.js', `${small}x`)).toHaveLength(2)
  })
})
