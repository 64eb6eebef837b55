import {
  type DraftContent,
  EMPTY_MATERIAL,
  type MakeupBatch,
  type MakeupMaterial,
  type MakeupPair,
  type MakeupRecord,
} from './types'

/** The part of the Web Storage API the store uses (tests pass a Map-backed fake). */
export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface DraftStoreOptions {
  /** Default: `localStorage` (survives reload, tag close and logout). */
  storage?: DraftStorage | undefined
  /** The signed-in admin: drafts are never shared between admins. */
  adminId: string
}

export interface StoredDraft extends DraftContent {
  savedAt: number
}

export interface DraftStore {
  load(pair: MakeupPair): StoredDraft | null
  /** False when the browser refused to store it (quota, disabled storage). */
  save(pair: MakeupPair, content: DraftContent): boolean
  clear(pair: MakeupPair): void
}

const PREFIX = 'gdzyz:makeup:v1'

/** Each part is URI-encoded, so ids holding `:` cannot make two pairs share a key. */
export function draftKey(adminId: string, pair: MakeupPair): string {
  return [PREFIX, adminId, pair.missionId, pair.timesInfoId].map(encodeURIComponent).join(':')
}

function defaultStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

const isRecordObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function toRecord(value: unknown): MakeupRecord | null {
  if (!isRecordObject(value) || typeof value.id !== 'string') return null
  return {
    id: value.id,
    userId: text(value.userId),
    userName: text(value.userName),
    date: text(value.date),
    startTime: text(value.startTime),
    endTime: text(value.endTime),
    override: value.override === true,
  }
}

function toBatch(value: unknown): MakeupBatch | null {
  if (!isRecordObject(value) || typeof value.id !== 'string' || !Array.isArray(value.records))
    return null
  const records = value.records.map(toRecord)
  if (records.some((record) => record === null)) return null
  return {
    id: value.id,
    date: text(value.date),
    start: text(value.start),
    end: text(value.end),
    records: records as MakeupRecord[],
  }
}

const IMAGE_URL = /^data:image\/(jpeg|png|webp);base64,/

/** Drafts written before the material step have none: they read as empty material. */
function toMaterial(value: unknown): MakeupMaterial {
  if (!isRecordObject(value)) return EMPTY_MATERIAL
  const images = Array.isArray(value.images) ? value.images : []
  return {
    description: text(value.description),
    images: images.filter((url): url is string => typeof url === 'string' && IMAGE_URL.test(url)),
  }
}

/** Reads stored JSON defensively: anything not shaped like a draft is treated as no draft. */
export function parseDraft(raw: string | null): StoredDraft | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecordObject(value) || !Array.isArray(value.batches)) return null
  const batches = value.batches.map(toBatch)
  if (batches.some((batch) => batch === null)) return null
  const savedAt = typeof value.savedAt === 'number' ? value.savedAt : 0
  return { batches: batches as MakeupBatch[], material: toMaterial(value.material), savedAt }
}

/** Local drafts of make-up batches, one per admin and (missionId, timesInfoId) pair. */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const storage = options.storage ?? defaultStorage()
  const key = (pair: MakeupPair) => draftKey(options.adminId, pair)
  return {
    load(pair) {
      try {
        return parseDraft(storage?.getItem(key(pair)) ?? null)
      } catch {
        return null
      }
    },
    save(pair, { batches, material }) {
      if (!storage) return false
      try {
        storage.setItem(key(pair), JSON.stringify({ batches, material, savedAt: Date.now() }))
        return true
      } catch {
        return false
      }
    },
    clear(pair) {
      try {
        storage?.removeItem(key(pair))
      } catch {
        // Nothing to do: a storage that cannot remove also could not have kept the draft.
      }
    },
  }
}
