import { createRandom, hashText } from './data/seed'
import type { MockBackend } from './mock-backend'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const TOKEN_LENGTH = 24
/** When the seeded tokens were issued (the demo's missions all start with one). */
const SEEDED_AT = '2026-03-01 08:00:00'

const tokenFrom = (next: () => number): string =>
  Array.from(
    { length: TOKEN_LENGTH },
    () => ALPHABET[Math.floor(next() * ALPHABET.length)] ?? 'A',
  ).join('')

const now = (): string => {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

export interface SignInCode {
  missionId: bigint
  title: string
  token: string
  refreshedAt: string
}

/**
 * Missions' sign-in tokens over the demo records: a seeded token per mission until 刷新 stores a
 * random one in the mission's record (so every tab sees the new code and the old one stops).
 */
export const createMissionSignIn = (backend: MockBackend) => {
  const read = (missionId: string): SignInCode | undefined => {
    const record = backend.record('mission', missionId)
    if (!record) return undefined
    const stored = typeof record.signInToken === 'string' ? record.signInToken : undefined
    const seeded = createRandom(hashText(`sign-in:${missionId}`))
    return {
      missionId: BigInt(missionId),
      title: String(record.title ?? ''),
      token: stored ?? tokenFrom(seeded.next),
      refreshedAt:
        typeof record.signInRefreshedAt === 'string' ? record.signInRefreshedAt : SEEDED_AT,
    }
  }
  return {
    /** The mission's current code, or undefined for an unknown mission. */
    code: read,
    /** A new token for the mission (never the current one), or undefined for an unknown mission. */
    refresh(missionId: string): SignInCode | undefined {
      const current = read(missionId)
      if (!current) return undefined
      const random = () => {
        const bytes = new Uint32Array(1)
        globalThis.crypto.getRandomValues(bytes)
        return (bytes[0] ?? 0) / 4294967296
      }
      let token = tokenFrom(random)
      while (token === current.token) token = tokenFrom(random)
      backend.patchRecord('mission', missionId, { signInToken: token, signInRefreshedAt: now() })
      return read(missionId)
    },
  }
}
