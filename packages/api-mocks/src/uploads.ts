/** Where the demo answers uploaded images from: a reserved name that never resolves outside the demo. */
export const DEMO_IMAGE_BASE = 'https://images.demo.invalid/upload/'

/** The platform's assumed upload limit. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export type UploadResult = { ok: true; url: string } | { ok: false; msg: string }

export interface StoredImage {
  bytes: ArrayBuffer
  type: string
}

export interface ImageStore {
  save(file: unknown): Promise<UploadResult>
  get(name: string): StoredImage | undefined
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

/**
 * The demo's image host. Images live in memory (the page's or the server's): a record keeps the
 * address after a reload, the picture itself is gone then. SVG is refused (it can carry script).
 */
export const createImageStore = (): ImageStore => {
  const images = new Map<string, StoredImage>()
  return {
    async save(file) {
      if (!(file instanceof Blob)) return { ok: false, msg: '请选择图片文件' }
      const extension = EXTENSIONS[file.type]
      if (!extension) return { ok: false, msg: '只能上传 JPG、PNG、GIF 或 WebP 图片' }
      if (file.size === 0) return { ok: false, msg: '图片文件为空' }
      if (file.size > MAX_IMAGE_BYTES) return { ok: false, msg: '图片不能超过 10 MB' }
      const name = `${globalThis.crypto.randomUUID()}.${extension}`
      images.set(name, { bytes: await file.arrayBuffer(), type: file.type })
      return { ok: true, url: `${DEMO_IMAGE_BASE}${name}` }
    },
    get: (name) => images.get(name),
  }
}
