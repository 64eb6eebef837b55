import { v4 as uuidv4 } from 'uuid'
import { type KeyValueStorage, safeGet, safeSet } from './safe-storage'

export const DEVICE_ID_KEY = 'deviceId'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The device id kept in local storage under `deviceId`: created once (UUID v4) and
 * reused after reloads. A missing or tampered value is replaced; without usable
 * storage the id lives as long as the page.
 */
export function ensureDeviceId(storage: KeyValueStorage | undefined): string {
  const stored = safeGet(storage, DEVICE_ID_KEY)
  if (stored && UUID.test(stored)) return stored
  const created = uuidv4()
  safeSet(storage, DEVICE_ID_KEY, created)
  return created
}
