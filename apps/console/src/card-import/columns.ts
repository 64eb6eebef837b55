import type { RuleKey } from '@gdzyz/validators'

/** The fields of one card application row, in the order of the template's columns. */
export const CARD_FIELDS = ['name', 'idCard', 'mobile'] as const
export type CardField = (typeof CARD_FIELDS)[number]

export const RULE_OF: Readonly<Record<CardField, RuleKey>> = {
  name: 'personName',
  idCard: 'idCard',
  mobile: 'mobile',
}

/** Header texts accepted for each field (Simplified and Traditional), compared after tidying. */
const HEADERS: Readonly<Record<CardField, readonly string[]>> = {
  name: ['姓名'],
  idCard: [
    '身份证号码',
    '身份证号',
    '身份证',
    '身分證號碼',
    '身分證號',
    '身分證',
    '身份證號碼',
    '身份證號',
  ],
  mobile: ['手机号码', '手机号', '手机', '手機號碼', '手機號', '手機'],
}

/** A header cell as compared: NFKC, no spaces, no required-column marks (*). */
const tidy = (text: string): string => text.normalize('NFKC').replace(/[\s*＊]/g, '')

export type HeaderMatch =
  | { ok: true; columns: Readonly<Record<CardField, number>> }
  | { ok: false; missing: CardField[]; repeated: CardField[] }

/** Which column holds each field; every field needs exactly one column. */
export function matchHeaders(header: readonly string[]): HeaderMatch {
  const found: Partial<Record<CardField, number[]>> = {}
  header.forEach((cell, index) => {
    const text = tidy(cell)
    for (const field of CARD_FIELDS) {
      if (HEADERS[field].includes(text)) found[field] = [...(found[field] ?? []), index]
    }
  })
  const missing = CARD_FIELDS.filter((field) => !found[field])
  const repeated = CARD_FIELDS.filter((field) => (found[field]?.length ?? 0) > 1)
  if (missing.length > 0 || repeated.length > 0) return { ok: false, missing, repeated }
  return {
    ok: true,
    columns: {
      name: found.name?.[0] ?? 0,
      idCard: found.idCard?.[0] ?? 0,
      mobile: found.mobile?.[0] ?? 0,
    },
  }
}
