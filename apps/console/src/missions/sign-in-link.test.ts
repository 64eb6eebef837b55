import { describe, expect, it } from 'vitest'
import { parseMissionId, qrFileName, signInLink } from './sign-in-link'

const H5 = 'https://h5.gdzyz.cn/'
const TOKEN = 'abcDEF0123456789xyzABCDE'

describe('parseMissionId', () => {
  it('keeps 1-20 digits as text (ids beyond 2^53 stay exact)', () => {
    expect(parseMissionId('12345678901234567890')).toBe('12345678901234567890')
  })

  it('refuses anything else, including addresses and scripts', () => {
    for (const bad of [
      null,
      '',
      '１２３',
      '12 ',
      '-1',
      '1e5',
      '123456789012345678901',
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      '1&token=stolen',
    ])
      expect(parseMissionId(bad)).toBeNull()
  })
})

describe('signInLink', () => {
  it('links to the configured H5 sign-in page with the mission id and token', () => {
    const link = signInLink(H5, '9007199254740993', TOKEN)
    expect(link).toBe(
      `https://h5.gdzyz.cn/mission/signIn?missionId=9007199254740993&token=${TOKEN}`,
    )
    expect(new URL(link ?? '').origin).toBe('https://h5.gdzyz.cn')
  })

  it('keeps a base path of the H5 site', () => {
    expect(signInLink('https://m.example.cn/h5/', '1', TOKEN)).toBe(
      `https://m.example.cn/h5/mission/signIn?missionId=1&token=${TOKEN}`,
    )
  })

  it('makes no link from a malformed id or token', () => {
    expect(signInLink(H5, '1/../../x', TOKEN)).toBeNull()
    expect(signInLink(H5, '1', 'short')).toBeNull()
    expect(signInLink(H5, '1', `${TOKEN}&next=https://evil.example`)).toBeNull()
  })
})

describe('qrFileName', () => {
  it('names the PNG after the mission without path or control characters', () => {
    expect(qrFileName('社区关爱行动', '签到二维码')).toBe('社区关爱行动_签到二维码.png')
    expect(qrFileName('../a/b:c*?"<>|\u0000', '签到二维码')).toBe('..abc_签到二维码.png')
    expect(qrFileName('  ', '签到二维码')).toBe('mission_签到二维码.png')
  })
})
