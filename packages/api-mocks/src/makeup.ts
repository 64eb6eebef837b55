import type { Row } from './data/resource-def'
import { CREATED, tableOf } from './data/table'
import type { DemoStore } from './demo-store'
import type { Schema } from './wire'

type Kind = 'realtime' | 'his'
type Submitted = Schema<'SubmittedMakeup'>

const NAMES = ['陈晓明', '李华', '王芳', '张伟', '刘洋', '黄敏', '周杰', '吴婷', '郑凯', '林静']
/** First participant id; above 2^53 so the client must keep it exact. */
const FIRST_USER_ID = 9007199254740993n
const PARTICIPANTS = 37
const LIST_OF: Record<Kind, string> = {
  realtime: 'mission_active_realtime',
  his: 'mission_active_his',
}

const DIGITS = /^[0-9]{1,20}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const IMAGE_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const MAX_DESCRIPTION = 500
const MAX_IMAGES = 5

export interface MakeupSaveInput {
  missionId?: unknown
  timesInfoId?: unknown
  batches?: unknown
  material?: unknown
}

/** The optional supporting material (assumed fields): null when acceptable, else why not. */
export function materialRefusal(material: unknown): string | null {
  if (material === undefined) return null
  if (typeof material !== 'object' || material === null) return '补录材料无效'
  const { description, images } = material as Record<string, unknown>
  if (typeof description !== 'string' || description.trim() === '') return '请填写补录材料说明'
  // Code points, as JSON Schema's maxLength counts them.
  if ([...description].length > MAX_DESCRIPTION) return '补录材料说明不能超过 500 字'
  if (!Array.isArray(images)) return '补录材料图片无效'
  if (images.length > MAX_IMAGES) return '补录材料图片最多 5 张'
  if (!images.every((url) => typeof url === 'string' && IMAGE_URL.test(url)))
    return '补录材料图片无效'
  return null
}

const RESOURCE_OF: Record<Kind, string> = {
  realtime: 'mission_supp_audit_realtime',
  his: 'mission_supp_audit_his',
}

const minutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

const beijingTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

const long = (value: unknown): bigint => BigInt(String(value))

/** A batch as the submitted list sends it: its hours count once it is approved (status 1). */
const wire = (row: Row): Submitted => {
  const trail = Array.isArray(row.trail) ? row.trail : []
  const reason = row.status === 2 ? trail[0]?.reason : undefined
  const serviceHours = Number(row.serviceHours ?? 0)
  return {
    id: long(row.id),
    missionId: long(row.missionId),
    missionTitle: String(row.missionTitle ?? ''),
    timesInfoId: long(row.timesInfoId),
    batchCount: Number(row.batchCount),
    recordCount: Number(row.recordCount),
    serviceHours,
    countedHours: row.status === 1 ? serviceHours : 0,
    submittedAt: String(row.createTime ?? ''),
    status: Number(row.status),
    ...(typeof reason === 'string' ? { rejectReason: reason } : {}),
  }
}

/** Make-up attendance over the demo state: missions' sessions, participants, submitted batches. */
export const createMakeupState = (store: DemoStore, now: () => number = Date.now) => {
  const patchesOf = (kind: Kind) => store.read().records[RESOURCE_OF[kind]] ?? {}

  const missionTitle = (kind: Kind, missionId: string): string => {
    const title = tableOf(LIST_OF[kind])?.record(missionId, {})?.title
    return typeof title === 'string' ? title : `活动 ${missionId}`
  }

  return {
    mission(kind: Kind, missionId: string): Schema<'MakeupMission'> {
      return {
        missionId: BigInt(missionId),
        title: missionTitle(kind, missionId),
        startDate: '2026-03-01',
        endDate: '2026-03-10',
        sessions: [
          { timesInfoId: 1, date: '2026-03-02', startTime: '08:00', endTime: '12:00' },
          { timesInfoId: 2, date: '2026-03-02', startTime: '13:00', endTime: '17:00' },
          { timesInfoId: 3, date: '2026-03-05', startTime: '09:00', endTime: '11:30' },
        ],
      }
    },

    participants(query: { pageNum: number; pageSize: number; keyword?: string | undefined }) {
      const all = Array.from({ length: PARTICIPANTS }, (_, i) => ({
        userId: FIRST_USER_ID + BigInt(i),
        userName: `${NAMES[i % NAMES.length] ?? ''}${i + 1}`,
      }))
      const keyword = query.keyword
      const rows = keyword
        ? all.filter((p) => p.userName.includes(keyword) || String(p.userId).includes(keyword))
        : all
      const start = (query.pageNum - 1) * query.pageSize
      return { total: rows.length, list: rows.slice(start, start + query.pageSize) }
    },

    /** Null when saved; else the refusal message (the real server's checks are not known). */
    save(kind: Kind, body: MakeupSaveInput): string | null {
      const { missionId, timesInfoId, batches } = body
      if (typeof missionId !== 'string' || !DIGITS.test(missionId)) return '活动编号无效'
      if (typeof timesInfoId !== 'string' || !DIGITS.test(timesInfoId)) return '活动时段无效'
      if (!Array.isArray(batches) || batches.length === 0) return '没有补录记录'
      const materialProblem = materialRefusal(body.material)
      if (materialProblem) return materialProblem
      let records = 0
      let spent = 0
      for (const batch of batches) {
        const b = batch as Record<string, unknown>
        if (!DATE.test(String(b.date)) || !TIME.test(String(b.start)) || !TIME.test(String(b.end)))
          return '批次时间无效'
        if (!Array.isArray(b.records) || b.records.length === 0) return '批次没有志愿者'
        for (const record of b.records as Record<string, unknown>[]) {
          if (!DIGITS.test(String(record.userId))) return '志愿者编号无效'
          const start = String(record.makeupStartTime)
          const end = String(record.makeupEndTime)
          if (!TIME.test(start) || !TIME.test(end)) return '补录时间无效'
          spent += Math.max(0, minutes(end) - minutes(start))
        }
        records += b.records.length
      }
      const table = tableOf(RESOURCE_OF[kind])
      if (!table) return '列表不存在'
      store.update((state) => {
        const rows = state.records[RESOURCE_OF[kind]] ?? {}
        state.records[RESOURCE_OF[kind]] = rows
        rows[table.nextId(rows)] = {
          [CREATED]: true,
          missionId,
          missionTitle: missionTitle(kind, missionId),
          timesInfoId,
          batchCount: batches.length,
          recordCount: records,
          serviceHours: Math.round(spent / 6) / 10,
          createTime: beijingTime(now()),
          status: 0,
          trail: [],
        }
      })
      return null
    },

    /** Submitted batches of a kind (or of one mission), newest first, with their decision. */
    submitted(
      kind: Kind,
      query: { pageNum: number; pageSize: number; missionId?: string | undefined },
    ) {
      const table = tableOf(RESOURCE_OF[kind])
      const patches = patchesOf(kind)
      const rows: Row[] = []
      table?.scan(patches, (row) => {
        if (!query.missionId || String(row.missionId) === query.missionId) rows.push(row)
      })
      rows.sort(
        (x, y) =>
          String(y.createTime).localeCompare(String(x.createTime)) ||
          (long(y.id) > long(x.id) ? 1 : -1),
      )
      const start = (query.pageNum - 1) * query.pageSize
      const list = rows
        .slice(start, start + query.pageSize)
        .map((row) => wire(table?.record(String(row.id), patches) ?? row))
      return { total: rows.length, list }
    },
  }
}
