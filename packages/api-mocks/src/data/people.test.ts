import { isIdCard, isMobile } from '@gdzyz/validators'
import { describe, expect, it } from 'vitest'
import { CITIES, CITY_CODES } from './districts'
import { idCardCheck, person } from './people'
import { RESOURCES } from './registry'
import { createRandom, rowRandom } from './seed'
import { tableOf } from './table'

const today = new Date(Date.UTC(2026, 2, 20))

describe('demo people', () => {
  it('computes the GB 11643 check character', () => {
    expect(idCardCheck('11010519491231002')).toBe('X')
    expect(idCardCheck('44010419900101123')).toBe('2')
    expect(isIdCard('440104199001011232', today)).toBe(true)
  })

  it('makes valid Guangdong ID card numbers and mobiles, deterministically', () => {
    const r = createRandom(42)
    const people = Array.from({ length: 2000 }, () => person(r))
    for (const p of people) {
      expect(isIdCard(p.idCard, today), p.idCard).toBe(true)
      expect(p.idCard.startsWith(p.city.code.slice(0, 4)), p.idCard).toBe(true)
      expect(p.birthday.replaceAll('-', '')).toBe(p.idCard.slice(6, 14))
      expect(Number(p.idCard.charAt(16)) % 2 === 1 ? '男' : '女').toBe(p.gender)
      expect(isMobile(p.mobile), p.mobile).toBe(true)
      expect(p.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/)
      expect(p.address.startsWith(`广东省${p.city.name}`)).toBe(true)
    }
    expect(new Set(people.map((p) => p.idCard)).size).toBeGreaterThan(1990)
    const again = createRandom(42)
    expect(Array.from({ length: 2000 }, () => person(again))).toEqual(people)
  })

  it('has Guangdong’s 21 prefecture-level cities', () => {
    expect(CITIES).toHaveLength(21)
    expect(CITY_CODES.size).toBe(21)
    expect(CITIES.find((c) => c.code === '440100')?.name).toBe('广州市')
    expect(CITIES.every((c) => /^44\d{2}00$/.test(c.code) && c.name.endsWith('市'))).toBe(true)
  })

  it('every ID card and mobile in every resource is valid', () => {
    for (const def of RESOURCES) {
      const table = tableOf(def.name)
      const count = Math.min(def.count, 300)
      for (let i = 0; i < count; i++) {
        const record = def.build(rowRandom(1, i), i)
        if ('idCard' in record) expect(isIdCard(record.idCard, today), def.name).toBe(true)
        if ('mobile' in record) expect(isMobile(record.mobile), def.name).toBe(true)
      }
      expect(table).toBeDefined()
    }
  })

  it('demo rows read like real data: no Latin placeholder text in Chinese fields', () => {
    const latinAllowed = new Set([
      'id',
      'idCard',
      'mobile',
      'email',
      'account',
      'creditCode',
      'ip',
      'volunteerNo',
      'version',
      'roleCode',
      'expressNo',
      'orderNo',
      'terminal',
      'clotheSize',
      'districtId',
      'telephone',
      'docNumber',
      'platform',
      'content',
      'orgNameEn',
      'website',
    ])
    for (const def of RESOURCES) {
      for (let i = 0; i < Math.min(def.count, 200); i++) {
        const record = def.build(rowRandom(7, i), i)
        for (const [field, value] of Object.entries(record)) {
          if (typeof value !== 'string' || latinAllowed.has(field) || value === '') continue
          expect(value, `${def.name}.${field}`).not.toMatch(/[A-Za-z]{2,}|#\d|undefined|null/)
        }
      }
    }
  })
})
