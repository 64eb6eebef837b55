import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import { uploadImage } from './upload-operations'

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })

describe('uploadImage', () => {
  it('posts the file as multipart form data and resolves with the https address', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse('{"code":1,"msg":"ok","data":{"url":"https://img.example.org/a.png"}}'),
    )
    await expect(uploadImage(client, png, 'a.png')).resolves.toBe('https://img.example.org/a.png')
    const request = requests[0]
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe('/v2/api/gdzyz/manage/pc/upload/image')
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const file = (await request?.formData())?.get('file')
    expect(file).toBeInstanceOf(Blob)
    expect((file as File).name).toBe('a.png')
    expect((file as File).size).toBe(4)
  })

  it.each([
    'http://img.example.org/a.png',
    'javascript:alert(1)',
    '//evil.example/a.png',
    'https:/\\evil.example',
    '',
  ])('rejects an answer whose address is %j', async (url) => {
    const { client } = clientWith(() =>
      jsonResponse(JSON.stringify({ code: 1, msg: 'ok', data: { url } })),
    )
    await expect(uploadImage(client, png)).rejects.toThrow(TypeError)
  })

  it('rejects with the server message on a refusal (code not 1)', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse('{"code":0,"msg":"图片不能超过 10 MB","data":null}'),
    )
    const error = await rejection(uploadImage(client, png))
    expect(error).toBeInstanceOf(ApiError)
    expect(notify).toHaveBeenCalledWith('图片不能超过 10 MB', expect.anything())
  })
})
