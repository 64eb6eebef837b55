import type { Locale } from '@gdzyz/auth'
import i18next, { type i18n } from 'i18next'
import { SHELL_NAMESPACE, shellResources } from './resources'

/** A private i18next instance for apps that do not bring their own. */
export function createShellI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: shellResources,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** Adds the shell namespace to an app's instance when it is missing. */
export function ensureShellResources(instance: i18n): void {
  for (const [lng, bundles] of Object.entries(shellResources)) {
    if (!instance.hasResourceBundle(lng, SHELL_NAMESPACE)) {
      instance.addResourceBundle(lng, SHELL_NAMESPACE, bundles.shell, true, false)
    }
  }
}
