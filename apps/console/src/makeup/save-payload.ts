import type { MakeupBatch, MakeupMaterial, MakeupPair } from './types'

/** Body of the realtime/history makeup-time saves (shape assumed; see the OpenAPI description). */
export interface MakeupSaveBody {
  missionId: string
  timesInfoId: string
  batches: {
    date: string
    start: string
    end: string
    records: {
      userId: string
      makeupDate: string
      makeupStartTime: string
      makeupEndTime: string
    }[]
  }[]
  /** Sent only when the admin attached some (the material step is optional). */
  material?: MakeupMaterial
}

/** Local-only fields (ids, names, the override tick) stay out of what is sent. */
export function toSaveBody(
  pair: MakeupPair,
  batches: readonly MakeupBatch[],
  material: MakeupMaterial,
): MakeupSaveBody {
  return {
    missionId: pair.missionId,
    timesInfoId: pair.timesInfoId,
    batches: batches.map((batch) => ({
      date: batch.date,
      start: batch.start,
      end: batch.end,
      records: batch.records.map((record) => ({
        userId: record.userId.trim(),
        makeupDate: record.date,
        makeupStartTime: record.startTime,
        makeupEndTime: record.endTime,
      })),
    })),
    ...(hasMaterial(material)
      ? { material: { description: material.description.trim(), images: [...material.images] } }
      : {}),
  }
}

/** True when the admin typed a description or attached an image. */
export const hasMaterial = (material: MakeupMaterial): boolean =>
  material.description.trim() !== '' || material.images.length > 0

/**
 * Runs `task` at most once at a time: a call made while one is in flight gets the same promise,
 * so a double click sends one request.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  return () => {
    if (inFlight) return inFlight
    const running = task().finally(() => {
      inFlight = null
    })
    inFlight = running
    return running
  }
}
