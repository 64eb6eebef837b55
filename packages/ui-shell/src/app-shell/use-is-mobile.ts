import { useSyncExternalStore } from 'react'

/** SPEC section 9: below 992px the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT = 992
const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined

function subscribe(listener: () => void) {
  const list = media()
  list?.addEventListener('change', listener)
  return () => list?.removeEventListener('change', listener)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
