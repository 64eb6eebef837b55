import { createContext, useContext } from 'react'
import type { MakeupSaveBody } from './save-payload'
import type { MakeupKind, Volunteer } from './types'

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

export interface SubmittedMakeup {
  id: string
  missionId: string
  missionTitle: string
  timesInfoId: string
  batchCount: number
  recordCount: number
  serviceHours: number
  /** Hours that count towards service time: the batch's hours once approved, else 0. */
  countedHours: number
  submittedAt: string
  status: number
  /** Why the batch was rejected (status 2). */
  rejectReason?: string
}

export interface Page<T> {
  total: number
  list: T[]
}

export interface PageQuery {
  pageNum: number
  pageSize: number
  keyword?: string
}

/** What the make-up screens need from the server (the app binds it to the api-client). */
export interface MakeupApi {
  getMission(kind: MakeupKind, missionId: string): Promise<MakeupMission>
  listParticipants(missionId: string, query: PageQuery): Promise<Page<Volunteer>>
  /** Rejects with the api-client's ApiError when the save failed. */
  save(kind: MakeupKind, body: MakeupSaveBody): Promise<void>
  listSubmitted(
    kind: MakeupKind,
    query: PageQuery & { missionId?: string },
  ): Promise<Page<SubmittedMakeup>>
}

export const MakeupApiContext = createContext<MakeupApi | null>(null)

export function useMakeupApi(): MakeupApi {
  const api = useContext(MakeupApiContext)
  if (!api) throw new Error('useMakeupApi must be used inside <MakeupApiContext value={api}>')
  return api
}

/** `realtime` or `his` from a query value; anything else is refused. */
export function parseKind(value: string | null): MakeupKind | null {
  return value === 'realtime' || value === 'his' ? value : null
}
