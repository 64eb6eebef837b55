import { ChakraProvider, type SystemContext } from '@chakra-ui/react'
import type { i18n } from 'i18next'
import { type ReactNode, useEffect, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createShellI18n, ensureShellResources } from '../i18n/create-shell-i18n'
import { localeStore, useLocale } from '../i18n/locale'
import { getShellSystem } from '../theme/system'
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
  /**
   * The app links `@gdzyz/ui-shell/global.css` (layer order, reset, base styles, token
   * variables), so the provider does not build and inject those styles at start. Only for the
   * shell's own system: a custom `system` has its own global styles.
   */
  globalCssLinked?: boolean
}

/**
 * ChakraProvider injects `_global` and the layer order with emotion's `Global` on its first
 * render: about 40 KB of CSS serialized and parsed by stylis on the main thread (the longest
 * part of the console's first render on a throttled phone). A stylesheet is parsed while the
 * script still downloads. The copy keeps the other members' descriptors: with the workspace's
 * Chakra patch `_global` is a getter, built on first read, and reading it here would build it.
 */
const withoutGlobalCss = (system: SystemContext): SystemContext =>
  Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
      _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
    },
  ) as SystemContext

/** Chakra system, i18next wiring (live `lang` switch) and the toast region. */
export function ShellProvider({
  children,
  i18n,
  system = getShellSystem(),
  toaster = true,
  defaultNS,
  globalCssLinked = false,
}: ShellProviderProps) {
  const instance = useMemo(() => {
    if (!i18n) return createShellI18n(localeStore.getState())
    ensureShellResources(i18n)
    return i18n
  }, [i18n])
  const locale = useLocale()
  const value = useMemo(
    () => (globalCssLinked ? withoutGlobalCss(system) : system),
    [globalCssLinked, system],
  )

  useEffect(() => {
    if (instance.language !== locale) void instance.changeLanguage(locale)
    document.documentElement.lang = locale
  }, [instance, locale])

  return (
    <ChakraProvider value={value}>
      <I18nextProvider i18n={instance} defaultNS={defaultNS}>
        {children}
        {toaster ? <Toaster /> : null}
      </I18nextProvider>
    </ChakraProvider>
  )
}
