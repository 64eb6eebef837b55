import { describe, expect, it, vi } from 'vitest'
import { compressImage, type ImageEncoder } from './compress-image'

const MIB = 1024 * 1024
const image = (bytes: number, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type })

describe('compressImage', () => {
  it('returns small images untouched (quality 1)', async () => {
    const encode = vi.fn<ImageEncoder>()
    const file = image(MIB - 1)
    expect(await compressImage(file, encode)).toBe(file)
    expect(encode).not.toHaveBeenCalled()
  })

  it.each([
    [MIB, 0.5],
    [2 * MIB, 0.5],
    [2 * MIB + 1, 0.2],
  ])('encodes %i bytes at quality %d as JPEG', async (bytes, quality) => {
    const encode = vi.fn<ImageEncoder>(async () => new Blob([new Uint8Array(10)]))
    const out = await compressImage(image(bytes), encode)
    expect(encode).toHaveBeenCalledWith(expect.any(File), quality, 'image/jpeg')
    expect(out).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', size: 10 })
  })

  it('keeps the original when encoding does not make it smaller', async () => {
    const file = image(3 * MIB)
    const out = await compressImage(file, async () => new Blob([new Uint8Array(4 * MIB)]))
    expect(out).toBe(file)
  })

  it('rejects non-images and propagates encoder failures', async () => {
    await expect(compressImage(image(10, 'a.txt', 'text/plain'))).rejects.toThrow(TypeError)
    await expect(
      compressImage(image(3 * MIB), async () => {
        throw new Error('decode failed')
      }),
    ).rejects.toThrow('decode failed')
  })
})
