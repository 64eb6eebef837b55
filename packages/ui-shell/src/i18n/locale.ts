import type { Locale } from '@gdzyz/auth'
import { useSyncExternalStore } from 'react'
import { createState } from '../stores/create-store'
import { browserStorage } from '../stores/safe-storage'

/** localStorage key of the interface language (SPEC section 9). */
export const LOCALE_STORAGE_KEY = 'lang'
export const DEFAULT_LOCALE: Locale = 'zh-CN'
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW']

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

function readLocale(): Locale {
  try {
    const stored = browserStorage('localStorage')?.getItem(LOCALE_STORAGE_KEY)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

const state = createState<Locale>(readLocale())
export const localeStore = { getState: state.getState, subscribe: state.subscribe }

/** Switches the interface language live (no reload) and remembers it under `lang`. */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) return
  try {
    browserStorage('localStorage')?.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage disabled: the switch still applies to this visit.
  }
  state.setState(locale)
}

/** The current interface language; re-renders on `setLocale`. */
export function useLocale(): Locale {
  return useSyncExternalStore(state.subscribe, state.getState, () => DEFAULT_LOCALE)
}
