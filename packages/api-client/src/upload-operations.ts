import type { ApiClient } from './types'
import { unwrap } from './unwrap'

/**
 * Uploads one (already compressed) image; resolves with its https address on the image host.
 * An answer that is not an https address rejects: content HTML only keeps https images.
 */
export const uploadImage = async (client: ApiClient, file: Blob, name = 'image.jpg') => {
  const form = new FormData()
  form.append('file', file, name)
  const { url } = unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/upload/image', {
      // openapi-fetch sends FormData as it is (the browser sets the multipart boundary).
      body: form as unknown as { file: string },
      bodySerializer: (body) => body as unknown as FormData,
    }),
  ).data
  if (typeof url !== 'string' || !/^https:\/\/[^/\\]/i.test(url)) {
    throw new TypeError('The image host answered an address that is not https')
  }
  return url
}
