import type { Locale } from '@gdzyz/auth'

/**
 * The stored interface language (`lang`, SPEC section 9), read once before i18next starts
 * so the first paint is already in the right language. ui-shell's `setLocale` writes it.
 */
export function readStoredLocale(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): Locale {
  try {
    return storage?.getItem('lang') === 'zh-TW' ? 'zh-TW' : 'zh-CN'
  } catch {
    return 'zh-CN'
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
