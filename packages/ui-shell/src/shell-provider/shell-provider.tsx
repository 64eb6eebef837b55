import { ChakraProvider, type SystemContext } from '@chakra-ui/react'
import type { i18n } from 'i18next'
import { type ReactNode, useEffect, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createShellI18n, ensureShellResources } from '../i18n/create-shell-i18n'
import { localeStore, useLocale } from '../i18n/locale'
import { system as shellSystem } from '../theme/system'
import { Toaster } from '../toaster'

export interface ShellProviderProps {
  children: ReactNode
  /** The app's i18next instance; the `shell` namespace is added to it. Default: a private one. */
  i18n?: i18n
  /** A system extending the shell's (must keep its recipes). */
  system?: SystemContext
  /** Render the toast region (for `notifyError`). Default true. */
  toaster?: boolean
  /**
   * Namespace of `useTranslation()` without arguments in the app. Default: the i18next
   * instance's own `defaultNS`. Shell components always name the `shell` namespace.
   */
  defaultNS?: string
}

/** Chakra system, i18next wiring (live `lang` switch) and the toast region. */
export function ShellProvider({
  children,
  i18n,
  system = shellSystem,
  toaster = true,
  defaultNS,
}: ShellProviderProps) {
  const instance = useMemo(() => {
    if (!i18n) return createShellI18n(localeStore.getState())
    ensureShellResources(i18n)
    return i18n
  }, [i18n])
  const locale = useLocale()

  useEffect(() => {
    if (instance.language !== locale) void instance.changeLanguage(locale)
    document.documentElement.lang = locale
  }, [instance, locale])

  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={instance} defaultNS={defaultNS}>
        {children}
        {toaster ? <Toaster /> : null}
      </I18nextProvider>
    </ChakraProvider>
  )
}
