import type { Schema } from './wire'

type ListRow = Schema<'ListRow'>

const NAMES = ['陈晓明', '李华', '王芳', '张伟', '刘洋', '黄敏', '周杰', '吴婷', '郑凯', '林静']
const ORGS = ['广州市志愿者协会', '深圳义工联', '佛山市青年志愿者协会', '东莞市志愿服务中心']
const DISTRICTS = ['广州市', '深圳市', '佛山市', '东莞市']

/** First row id; above 2^53 so every list exercises the lossless path. */
export const FIRST_ROW_ID = 1234567890123456789n

const hash = (text: string): number => {
  let h = 0
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return h
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** Deterministic rows of one resource: the same resource always gives the same rows. */
export const rowsFor = (resource: string): ListRow[] => {
  const seed = hash(resource)
  const count = 23 + (seed % 60)
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + ((seed + i) % 28)
    return {
      id: FIRST_ROW_ID + BigInt(i),
      name: NAMES[(seed + i) % NAMES.length] ?? '',
      title: `${resource} #${i + 1}`,
      idCard: `4401011990${pad(1 + (i % 12), 2)}${pad(day, 2)}${pad((seed + i) % 1000, 3)}X`,
      mobile: `138${pad((seed + i * 7919) % 100000000, 8)}`,
      orgName: ORGS[(seed + i) % ORGS.length] ?? '',
      districtName: DISTRICTS[(seed + i) % DISTRICTS.length] ?? '',
      status: (seed + i) % 3,
      createTime: `2026-01-${pad(day, 2)} ${pad(8 + (i % 10), 2)}:${pad((i * 7) % 60, 2)}:00`,
    }
  })
}

export const matchesKeyword = (row: ListRow, keyword: string): boolean =>
  Object.values(row).some((value) => typeof value === 'string' && value.includes(keyword))
