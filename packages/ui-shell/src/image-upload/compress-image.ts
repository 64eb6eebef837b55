import { compressionQuality } from '@gdzyz/validators'

/** Re-encodes an image at a quality; injectable so tests run without a canvas. */
export type ImageEncoder = (file: Blob, quality: number, type: string) => Promise<Blob>

async function canvasEncoder(file: Blob, quality: number, type: string): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  try {
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('Canvas 2D is not available')
    context.drawImage(bitmap, 0, 0)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))),
        type,
        quality,
      ),
    )
  } finally {
    bitmap.close()
  }
}

/**
 * Compresses an uploaded image (SPEC section 5): quality 1 under 1 MiB, 0.5 up to 2 MiB,
 * 0.2 above. At quality 1 the original is returned: re-encoding would only grow it.
 * PNG and other formats are re-encoded as JPEG, which is what a quality setting applies to.
 */
export async function compressImage(
  file: File,
  encode: ImageEncoder = canvasEncoder,
): Promise<File> {
  if (!file.type.startsWith('image/')) throw new TypeError('Not an image file')
  const quality = compressionQuality(file.size)
  if (quality === 1) return file
  const blob = await encode(file, quality, 'image/jpeg')
  if (blob.size >= file.size) return file
  const name = file.name.replace(/\.[^.]*$/, '') || 'image'
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified })
}
