import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { qrImage } from './qr-image'

const LINK =
  'https://h5.gdzyz.cn/mission/signIn?missionId=9007199254740993&token=abcDEF0123456789xyzABCDE'

describe('qrImage', () => {
  it('draws a code that a QR reader decodes back to the sign-in link', () => {
    const image = qrImage(LINK, 4)
    expect(decodeQR(image)).toBe(LINK)
  })

  it('keeps a white quiet zone of four modules and scales every module', () => {
    const image = qrImage(LINK, 3)
    const pixel = (x: number, y: number) => image.data[(y * image.width + x) * 4]
    expect(image.width).toBe(image.height)
    expect(image.width % 3).toBe(0)
    for (let i = 0; i < 12; i++) expect(pixel(i, i)).toBe(255)
    // The top-left finder pattern starts right after the quiet zone.
    expect(pixel(12, 12)).toBe(0)
    expect(pixel(14, 14)).toBe(0)
  })

  it('changes when the token changes', () => {
    const other = LINK.replace('abcDEF', 'zzzDEF')
    expect(decodeQR(qrImage(other, 4))).toBe(other)
    expect(qrImage(other, 4).data).not.toEqual(qrImage(LINK, 4).data)
  })
})
