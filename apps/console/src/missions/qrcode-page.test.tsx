import { demoRecord } from '@gdzyz/api-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import decodeQR from 'qr/decode.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QrcodePage } from './qrcode-page'
import { renderPage } from './test-harness'

const MISSION = String(demoRecord('mission', 0)?.id)
const page = <QrcodePage title="刷新二维码" />
const open = (query: string, options?: Parameters<typeof renderPage>[3]) =>
  renderPage('/activity/mission_qrcode', `/activity/mission_qrcode${query}`, page, options)

let drawn: { width: number; height: number; data: Uint8ClampedArray }[] = []

beforeEach(() => {
  drawn = []
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        putImageData: (image: { width: number; height: number; data: Uint8ClampedArray }) =>
          drawn.push(image),
      }) as unknown as CanvasRenderingContext2D,
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const linkShown = () => screen.getByTestId('sign-in-link').textContent ?? ''

describe('刷新二维码', () => {
  it('draws the QR code of the H5 sign-in link with the mission id and its token', async () => {
    open(`?id=${MISSION}`)
    await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 5000 })
    const link = linkShown()
    expect(link).toMatch(
      new RegExp(
        `^https://h5\\.gdzyz\\.cn/mission/signIn\\?missionId=${MISSION}&token=[A-Za-z0-9]{24}$`,
      ),
    )
    expect(decodeQR(drawn[0] as never)).toBe(link)
    expect(screen.getByRole('img', { name: /^活动签到二维码：/ })).toBeTruthy()
  })

  it('刷新 asks the server for a new token and redraws the code with it', async () => {
    const { requests } = open(`?id=${MISSION}`)
    await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 5000 })
    const before = linkShown()
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(drawn).toHaveLength(2), { timeout: 5000 })
    const after = linkShown()
    expect(after).not.toBe(before)
    expect(decodeQR(drawn[1] as never)).toBe(after)
    const refresh = requests.find((r) => r.url.endsWith('/signInCode/refresh'))
    expect(await refresh?.json()).toEqual({ missionId: MISSION })
  })

  it('never takes an address from the query string: a hostile id shows the message, no call', async () => {
    for (const query of [
      '',
      '?id=https%3A%2F%2Fevil.example%2F',
      '?id=1%26token%3Dx',
      '?id=javascript:alert(1)',
      '?h5=https%3A%2F%2Fevil.example%2F&id=abc',
    ]) {
      const { requests, view } = open(query)
      expect(await screen.findByText('活动编号无效，请从活动查询中打开')).toBeTruthy()
      expect(screen.getByRole('link', { name: '返回活动查询' }).getAttribute('href')).toBe(
        '/activity/mission_query',
      )
      expect(requests).toHaveLength(0)
      view.unmount()
    }
  })

  it('an unknown mission shows the server message with 重试', async () => {
    open('?id=1')
    expect(await screen.findByText('活动加载失败：活动不存在或已删除')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })

  it('a failed refresh keeps the current code', async () => {
    let failRefresh = false
    open(`?id=${MISSION}`, {
      intercept: (request) =>
        failRefresh && request.url.endsWith('/refresh')
          ? new Response(null, { status: 500 })
          : undefined,
    })
    await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 5000 })
    const before = linkShown()
    failRefresh = true
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '刷新' })).toBeEnabled())
    expect(linkShown()).toBe(before)
    expect(drawn).toHaveLength(1)
  })

  it('downloads the drawn code as a PNG named after the mission', async () => {
    open(`?id=${MISSION}`)
    await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 5000 })
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })))
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:qr', revokeObjectURL: vi.fn() }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/_签到二维码\.png$/)
      expect(this.href).toBe('blob:qr')
    })
    fireEvent.click(screen.getByRole('button', { name: '下载 PNG' }))
    expect(toBlob.mock.calls[0]?.[1]).toBe('image/png')
    expect(click).toHaveBeenCalledTimes(1)
  })
})
