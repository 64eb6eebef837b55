const MISSION_ID = /^[0-9]{1,20}$/
const TOKEN = /^[A-Za-z0-9]{16,64}$/

/** A mission id from the query string: 1-20 digits (kept as text, it may exceed 2^53), else null. */
export function parseMissionId(value: string | null): string | null {
  return value !== null && MISSION_ID.test(value) ? value : null
}

/**
 * The H5 sign-in address a mission's QR code carries: the configured H5 site (never an address
 * from the query string) with the mission id and its current token. Null when the token is not
 * the server's format.
 */
export function signInLink(h5Base: string, missionId: string, token: string): string | null {
  if (!MISSION_ID.test(missionId) || !TOKEN.test(token)) return null
  const url = new URL('mission/signIn', h5Base)
  url.search = new URLSearchParams({ missionId, token }).toString()
  return url.toString()
}

/** A file name for the downloaded PNG: the mission title without path or control characters. */
export function qrFileName(title: string, suffix: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .trim()
    .slice(0, 50)
  return `${safe || 'mission'}_${suffix}.png`
}
