import { HttpResponse, http, type RequestHandler } from 'msw'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import { createImageStore, DEMO_IMAGE_BASE } from './uploads'
import type { Schema } from './wire'

/** Image upload (multipart `file`) and the demo image host that serves what was uploaded. */
export const uploadHandlers = (backend: MockBackend): RequestHandler[] => {
  const images = createImageStore()
  return [
    http.post('*/v2/api/gdzyz/manage/pc/upload/image', ({ request }) =>
      withAccount(backend, request, async () => {
        let file: unknown = null
        try {
          file = (await request.formData()).get('file')
        } catch {
          // Not multipart: refused below like a missing file.
        }
        const result = await images.save(file)
        return result.ok
          ? respond<Schema<'UploadedImageEnvelope'>>(ok({ url: result.url }))
          : respond<Schema<'ErrorEnvelope'>>({ code: 0, msg: result.msg, data: null })
      }),
    ),
    http.get(`${DEMO_IMAGE_BASE}:name`, ({ params }) => {
      const image = images.get(String(params.name))
      return image
        ? new HttpResponse(image.bytes, {
            headers: { 'Content-Type': image.type, 'Cache-Control': 'no-store' },
          })
        : new HttpResponse(null, { status: 404 })
    }),
  ]
}
