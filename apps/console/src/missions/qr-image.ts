import encodeQR from 'qr'

/** Modules of quiet zone around the code (the standard asks for 4). */
const QUIET = 4

export interface QrImage {
  width: number
  height: number
  /** RGBA pixels: black modules on white. */
  data: Uint8ClampedArray<ArrayBuffer>
}

/**
 * The QR code of `text` as RGBA pixels, `scale` pixels a module, with its quiet zone. Medium error
 * correction: a printed code stays readable with some dirt or a fold.
 */
export function qrImage(text: string, scale: number): QrImage {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET })
  const size = modules.length * scale
  const data = new Uint8ClampedArray(size * size * 4).fill(255)
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) {
        const start = ((y * scale + dy) * size + x * scale) * 4
        for (let p = start; p < start + scale * 4; p += 4) {
          data[p] = 0
          data[p + 1] = 0
          data[p + 2] = 0
        }
      }
    })
  })
  return { width: size, height: size, data }
}
