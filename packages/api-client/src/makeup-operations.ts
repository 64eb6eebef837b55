import { ApiError } from './api-error'
import type { components } from './generated/schema'
import { MAKEUP_SAVE_PATHS } from './makeup-paths'
import { FALLBACK_MESSAGE } from './messages'
import { isRecord } from './parsed-bodies'
import { isSuccessCode } from './success-code'
import type { ApiClient } from './types'
import { unwrap } from './unwrap'

type Schemas = components['schemas']
type PageSize = 10 | 20 | 30 | 50 | 100

export type MakeupKind = Schemas['MakeupKind']
export type MakeupSaveBody = Schemas['MakeupSaveBody']

export interface MakeupSession {
  timesInfoId: string
  date: string
  startTime: string
  endTime: string
}

export interface MakeupMission {
  missionId: string
  title: string
  startDate: string
  endDate: string
  sessions: MakeupSession[]
}

export interface Participant {
  userId: string
  userName: string
}

export interface SubmittedMakeup {
  id: string
  missionId: string
  missionTitle: string
  timesInfoId: string
  batchCount: number
  recordCount: number
  /** The batch's make-up hours. */
  serviceHours: number
  /** Hours that count towards service time: serviceHours once approved, else 0. */
  countedHours: number
  submittedAt: string
  status: number
  /** Why the batch was rejected (status 2). */
  rejectReason?: string
}

export interface MakeupPage<T> {
  total: number
  list: T[]
}

/** Long ids arrive as numbers when safe, else as exact decimal strings: always a string here. */
const idText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : ''

/** A mission's dates and sessions for make-up attendance (assumed). */
export const getMakeupMission = async (
  client: ApiClient,
  kind: MakeupKind,
  missionId: string,
): Promise<MakeupMission> => {
  const { data } = unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/missionMakeup/mission', {
      params: { query: { kind, missionId } },
    }),
  )
  return {
    missionId: idText(data.missionId),
    title: data.title,
    startDate: data.startDate,
    endDate: data.endDate,
    sessions: data.sessions.map((session) => ({
      ...session,
      timesInfoId: idText(session.timesInfoId),
    })),
  }
}

/** One page of a mission's participants, searchable by name or id (assumed). */
export const getMissionParticipants = async (
  client: ApiClient,
  missionId: string,
  query: { pageNum: number; pageSize: number; keyword?: string },
): Promise<MakeupPage<Participant>> => {
  const { data } = unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/missionMakeup/participants', {
      params: {
        query: {
          missionId,
          pageNum: query.pageNum,
          pageSize: query.pageSize as PageSize,
          ...(query.keyword ? { keyword: query.keyword } : {}),
        },
      },
    }),
  )
  return {
    total: Number(data.total),
    list: data.list.map((row) => ({ userId: idText(row.userId), userName: row.userName })),
  }
}

/**
 * Saves one pair's make-up batches through the realtime or history makeup-time call. These are
 * envelope-exempt, so the raw answer is read here: `code` 1 or "1" is success; anything else
 * rejects with an ApiError carrying the server's msg (or 'Error').
 */
export const saveMakeupTime = async (
  client: ApiClient,
  kind: MakeupKind,
  body: MakeupSaveBody,
): Promise<void> => {
  const raw: unknown = unwrap(await client.POST(MAKEUP_SAVE_PATHS[kind], { body }))
  if (isRecord(raw) && isSuccessCode(raw.code)) return
  const msg = isRecord(raw) && typeof raw.msg === 'string' && raw.msg ? raw.msg : FALLBACK_MESSAGE
  const code =
    isRecord(raw) && (typeof raw.code === 'number' || typeof raw.code === 'string')
      ? raw.code
      : undefined
  throw new ApiError({ kind: 'envelope', msg, code, body: raw })
}

/** Submitted make-up batches for the review pages, newest first (assumed). */
export const getSubmittedMakeups = async (
  client: ApiClient,
  kind: MakeupKind,
  query: { pageNum: number; pageSize: number; missionId?: string },
): Promise<MakeupPage<SubmittedMakeup>> => {
  const { data } = unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/missionMakeup/submitted', {
      params: {
        query: {
          kind,
          pageNum: query.pageNum,
          pageSize: query.pageSize as PageSize,
          ...(query.missionId ? { missionId: query.missionId } : {}),
        },
      },
    }),
  )
  return {
    total: Number(data.total),
    list: data.list.map(({ rejectReason, ...row }) => ({
      ...row,
      ...(rejectReason ? { rejectReason } : {}),
      id: idText(row.id),
      missionId: idText(row.missionId),
      timesInfoId: idText(row.timesInfoId),
      batchCount: Number(row.batchCount),
      recordCount: Number(row.recordCount),
      serviceHours: Number(row.serviceHours),
      countedHours: Number(row.countedHours),
      status: Number(row.status),
    })),
  }
}
