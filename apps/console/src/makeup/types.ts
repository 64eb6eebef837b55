/** Which makeup-time save a mission uses (SPEC section 8: realtime and history missions). */
export type MakeupKind = 'realtime' | 'his'

/** The (missionId, timesInfoId) pair a draft belongs to; ids may be long decimal strings. */
export interface MakeupPair {
  missionId: string
  timesInfoId: string
}

/** One volunteer's make-up attendance: `date` is YYYY-MM-DD, times are HH:mm. */
export interface MakeupRecord {
  id: string
  userId: string
  /** Display name from the participant list (not sent). */
  userName: string
  date: string
  startTime: string
  endTime: string
  /** The admin ticked "outside the batch on purpose": the batch bounds are not enforced. */
  override: boolean
}

export interface MakeupBatch {
  id: string
  date: string
  start: string
  end: string
  records: MakeupRecord[]
}

/** The dates a mission runs (YYYY-MM-DD, inclusive). */
export interface MissionWindow {
  startDate: string
  endDate: string
}

/** A participant offered by the mission's participant list. */
export interface Volunteer {
  userId: string
  userName: string
}

/** The supporting material of a submission (提交补录材料): sent with the save. */
export interface MakeupMaterial {
  description: string
  /** Compressed proof images as data URLs (at most `MAX_PROOF_IMAGES`). */
  images: string[]
}

/** What the local draft of one pair holds. */
export interface DraftContent {
  batches: MakeupBatch[]
  material: MakeupMaterial
}

export const EMPTY_MATERIAL: MakeupMaterial = { description: '', images: [] }
