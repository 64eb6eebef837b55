import { describe, expect, it } from 'vitest'
import { initialsOf, startsWithInitials } from './pinyin-initials'

// Guangdong's 21 cities and the initials a user types for them.
const CITIES: Record<string, string> = {
  广州市: 'gzs',
  韶关市: 'sgs',
  深圳市: 'szs',
  珠海市: 'zhs',
  汕头市: 'sts',
  佛山市: 'fss',
  江门市: 'jms',
  湛江市: 'zjs',
  茂名市: 'mms',
  肇庆市: 'zqs',
  惠州市: 'hzs',
  梅州市: 'mzs',
  汕尾市: 'sws',
  河源市: 'hys',
  阳江市: 'yjs',
  清远市: 'qys',
  东莞市: 'dgs',
  中山市: 'zss',
  潮州市: 'czs',
  揭阳市: 'jys',
  云浮市: 'yfs',
}

describe('pinyin initials', () => {
  it('spells every city of Guangdong by its initials, in either script and any case', () => {
    for (const [name, typed] of Object.entries(CITIES)) {
      expect(
        initialsOf(name)
          .map((letters) => letters[0])
          .join(''),
        name,
      ).toBe(typed)
      expect(startsWithInitials(name, typed.toUpperCase()), name).toBe(true)
    }
    expect(startsWithInitials('廣州市', 'gz')).toBe(true)
    expect(startsWithInitials('東莞市', 'dg')).toBe(true)
  })

  it('matches a prefix only, letter by letter', () => {
    expect(startsWithInitials('天河区青年志愿者协会', 't')).toBe(true)
    expect(startsWithInitials('天河区青年志愿者协会', 'thqqn')).toBe(true)
    expect(startsWithInitials('天河区青年志愿者协会', 'hq')).toBe(false)
    expect(startsWithInitials('广州市', 'gzsx')).toBe(false)
  })

  it('accepts either reading of a polyphone common in place names', () => {
    for (const typed of ['py', 'fy']) expect(startsWithInitials('番禺区', typed)).toBe(true)
    for (const typed of ['ca', 'za']) expect(startsWithInitials('长安镇', typed)).toBe(true)
    expect(startsWithInitials('黄埔区', 'hp')).toBe(true)
    expect(startsWithInitials('厦门大学校友会', 'xm')).toBe(true)
  })

  it('types Latin letters and digits as themselves and skips brackets, spaces and punctuation', () => {
    expect(initialsOf('IT 志愿队（2号）')).toEqual(['i', 't', 'z', 'y', 'd', '2', 'h'])
    expect(startsWithInitials('IT 志愿队', 'itz')).toBe(true)
    expect(startsWithInitials('（青年）志愿队', 'qn')).toBe(true)
  })

  it('refuses what is not letters or digits, and an empty word', () => {
    expect(startsWithInitials('广州市', '')).toBe(false)
    expect(startsWithInitials('广州市', 'g.*')).toBe(false)
    expect(startsWithInitials('广州市', '广')).toBe(false)
    expect(startsWithInitials('', 'g')).toBe(false)
    expect(startsWithInitials('！？', 'a')).toBe(false)
  })
})
