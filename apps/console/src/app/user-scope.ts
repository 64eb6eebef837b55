import type { SessionState, SessionStore } from '@gdzyz/auth'

/** Session-storage key naming the admin the per-user UI state of this tab belongs to. */
export const OWNER_KEY = 'gdzyz-ui-owner'

type OwnerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function tabStorage(): OwnerStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function ownerOf(state: SessionState): string | null {
  const id = state.profile?.adminId ?? state.profile?.userName
  return id === undefined || id === null || `${id}` === '' ? null : `${id}`
}

function read(storage: OwnerStorage | null): string | null {
  try {
    return storage?.getItem(OWNER_KEY) ?? null
  } catch {
    return null
  }
}

function write(storage: OwnerStorage | null, owner: string | null): void {
  try {
    if (owner === null) storage?.removeItem(OWNER_KEY)
    else storage?.setItem(OWNER_KEY, owner)
  } catch {
    // Without storage the state simply is not kept across reloads either.
  }
}

/**
 * Calls `reset` whenever the per-user UI state (visited tags, cached query data, confirmed
 * announcements) may belong to someone else: when the session signs out (here or in another
 * tab), and when a profile arrives for another admin than the one this tab's state was kept
 * for (a reload after someone else signed in, a token swapped under the tab). `reason` tells
 * which: 'unclaimed' is the first profile of a tab that kept no owner (state of an unknown
 * previous user, if any, but nothing this app run asked for someone else).
 */
export type ResetReason = 'signed-out' | 'other-admin' | 'unclaimed'

export function watchAdminChange(
  session: SessionStore,
  reset: (reason: ResetReason) => void,
  storage: OwnerStorage | null = tabStorage(),
): () => void {
  let signedIn = session.getState().token !== null
  const check = (state: SessionState) => {
    if (signedIn && state.token === null) {
      write(storage, null)
      reset('signed-out')
    }
    signedIn = state.token !== null
    const owner = ownerOf(state)
    if (state.token === null || owner === null) return
    const kept = read(storage)
    if (kept !== owner) {
      reset(kept === null ? 'unclaimed' : 'other-admin')
      write(storage, owner)
    }
  }
  check(session.getState())
  return session.subscribe(check)
}
