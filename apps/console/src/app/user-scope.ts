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
 * for (a reload after someone else signed in, a token swapped under the tab).
 */
export function watchAdminChange(
  session: SessionStore,
  reset: () => void,
  storage: OwnerStorage | null = tabStorage(),
): () => void {
  let signedIn = session.getState().token !== null
  const check = (state: SessionState) => {
    if (signedIn && state.token === null) {
      write(storage, null)
      reset()
    }
    signedIn = state.token !== null
    const owner = ownerOf(state)
    if (state.token === null || owner === null) return
    if (read(storage) !== owner) {
      reset()
      write(storage, owner)
    }
  }
  check(session.getState())
  return session.subscribe(check)
}
