/** A minimal external store usable with React's `useSyncExternalStore`. */
export interface ReadableStore<S> {
  getState: () => S
  subscribe: (listener: () => void) => () => void
}

export function createState<S>(initial: S) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    setState(next: S) {
      if (Object.is(next, state)) return
      state = next
      for (const listener of listeners) listener()
    },
  }
}
