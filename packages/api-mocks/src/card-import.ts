import { rules } from '@gdzyz/validators'
import { CITIES } from './data/districts'
import { CREATED, tableOf } from './data/table'
import type { DemoState, DemoStore } from './demo-store'

/** The list the imported applications join (制证申请记录). */
export const CARD_RESOURCE = 'registration_record_query'
/** Rows one import request may carry; a file is sent in slices of at most this many. */
export const MAX_IMPORT_ROWS = 1000

const FIELDS = ['name', 'idCard', 'mobile'] as const
type CardField = (typeof FIELDS)[number]
const RULE_OF = { name: 'personName', idCard: 'idCard', mobile: 'mobile' } as const

export interface RowRefusal {
  row: number
  field: CardField
  message: string
}

interface ImportAnswer {
  code: number
  msg: string
  data: { imported: number; refused: RowRefusal[] } | null
}

const DUPLICATE_IN_FILE = '身份证号与本次导入的另一行重复'
const ALREADY_APPLIED = '该身份证号已提交制证申请'

const refusal = (msg: string): ImportAnswer => ({ code: 0, msg, data: null })

/** The format refusals of one row, by the shared form rules (values taken exactly as sent). */
export function cardRowRefusals(row: number, values: Record<string, unknown>): RowRefusal[] {
  const refused: RowRefusal[] = []
  for (const field of FIELDS) {
    const rule = rules[RULE_OF[field]]
    const value = values[field]
    if (typeof value !== 'string' || value === '') {
      refused.push({ row, field, message: rule.requiredMessages['zh-CN'] })
    } else if (!rule.test(value)) {
      refused.push({ row, field, message: rule.messages['zh-CN'] })
    }
  }
  return refused
}

const beijingTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

type Stored = Record<string, ImportAnswer>

const answersOf = (state: DemoState): Stored => {
  const holder = state as DemoState & { cardImports?: Stored }
  holder.cardImports ??= {}
  return holder.cardImports
}

/**
 * Batch card import over the demo state: every row is checked again (format, duplicates in the
 * request, an application already made with the same ID card); the valid rows become pending
 * applications (status 0) of 制证申请记录, the others are answered with why. An idempotency
 * key replays its first answer, so a retried slice never adds its rows twice.
 */
export const createCardImportState = (store: DemoStore, now: () => number = Date.now) => ({
  run(body: Record<string, unknown>, account: { userName: string; districtId: number }) {
    const key = body.idempotencyKey
    if (typeof key !== 'string' || key.length < 8 || key.length > 64) return refusal('缺少幂等键')
    const rows = body.rows
    if (!Array.isArray(rows) || rows.length === 0) return refusal('没有可导入的行')
    if (rows.length > MAX_IMPORT_ROWS) return refusal(`一次最多导入${MAX_IMPORT_ROWS}行`)
    const slot = `${account.userName}:${key}`
    const replay = (store.read() as DemoState & { cardImports?: Stored }).cardImports?.[slot]
    if (replay) return replay
    const table = tableOf(CARD_RESOURCE)
    if (!table) return refusal('列表不存在')
    let answer: ImportAnswer = refusal('')
    store.update((state) => {
      const patches = state.records[CARD_RESOURCE] ?? {}
      state.records[CARD_RESOURCE] = patches
      const existing = new Set<string>()
      const all = table.page(
        { pageNum: 1, pageSize: 1_000_000, sortOrder: 'asc' },
        patches,
        `import:${Object.keys(patches).length}`,
      )
      for (const row of all.list) existing.add(String(row.idCard).toUpperCase())
      const city = CITIES.find((c) => c.code === String(account.districtId))
      const seen = new Set<string>()
      const refused: RowRefusal[] = []
      let next = BigInt(table.nextId(patches))
      let imported = 0
      const time = beijingTime(now())
      for (const [index, raw] of rows.entries()) {
        const values =
          typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
        const row = Number.isSafeInteger(values.row) ? (values.row as number) : index + 1
        const errors = cardRowRefusals(row, values)
        const idCard = String(values.idCard ?? '').toUpperCase()
        if (!errors.some((e) => e.field === 'idCard')) {
          if (seen.has(idCard)) errors.push({ row, field: 'idCard', message: DUPLICATE_IN_FILE })
          else if (existing.has(idCard))
            errors.push({ row, field: 'idCard', message: ALREADY_APPLIED })
          seen.add(idCard)
        }
        if (errors.length > 0) {
          refused.push(...errors)
          continue
        }
        patches[String(next)] = {
          [CREATED]: true,
          name: values.name as string,
          idCard: values.idCard as string,
          mobile: values.mobile as string,
          bankName: '',
          branchName: '',
          districtId: city?.code ?? '',
          districtName: city?.name ?? '',
          status: 0,
          createTime: time,
          importedBy: account.userName,
        }
        next += 1n
        imported++
      }
      answer = { code: 1, msg: 'success', data: { imported, refused } }
      answersOf(state)[slot] = answer
    })
    return answer
  },
})
