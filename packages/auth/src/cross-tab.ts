import { type KeyValueStorage, safeRemove, safeSet } from './safe-storage'

/** Carries "signed out" between tabs of the same origin. */
export interface CrossTabChannel {
  postLogout(): void
  /** Returns an unsubscribe function. */
  onLogout(listener: () => void): () => void
  close(): void
}

export interface CrossTabOptions {
  storage: KeyValueStorage | undefined
  /** Defaults to the global `BroadcastChannel`; `null` forces the storage fallback. */
  BroadcastChannel?: typeof BroadcastChannel | null
  /** Where `storage` events arrive; defaults to `window`. */
  eventTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null
}

const LOGOUT = 'logout'

function broadcastChannel(name: string, Channel: typeof BroadcastChannel): CrossTabChannel {
  const channel = new Channel(name)
  // Node's BroadcastChannel would otherwise keep a test or SSR process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return {
    postLogout: () => channel.postMessage(LOGOUT),
    onLogout(listener) {
      const handler = (event: MessageEvent) => {
        if (event.data === LOGOUT) listener()
      }
      channel.addEventListener('message', handler)
      return () => channel.removeEventListener('message', handler)
    },
    close: () => channel.close(),
  }
}

/**
 * BroadcastChannel where the browser has it; otherwise a `storage` event on a
 * dedicated local-storage key (browsers fire it in the other tabs only).
 */
export function createCrossTabChannel(name: string, options: CrossTabOptions): CrossTabChannel {
  const Channel =
    options.BroadcastChannel === undefined ? globalThis.BroadcastChannel : options.BroadcastChannel
  if (Channel) return broadcastChannel(name, Channel)
  const target =
    options.eventTarget === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.eventTarget
  return {
    postLogout() {
      // A fresh value each time so that the event fires even for repeated logouts.
      safeSet(options.storage, name, `${Date.now()}:${Math.random()}`)
      safeRemove(options.storage, name)
    },
    onLogout(listener) {
      if (!target) return () => {}
      const handler = (event: Event) => {
        const { key, newValue } = event as StorageEvent
        if (key === name && newValue) listener()
      }
      target.addEventListener('storage', handler)
      return () => target.removeEventListener('storage', handler)
    },
    close: () => {},
  }
}
