import type { Locale } from '@gdzyz/auth'
import { shellResources } from '@gdzyz/ui-shell'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { APP_NAMESPACE, appResources } from './messages'

/** The app's i18next instance: app strings plus the shell's, language from `lang`. */
export function createAppI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  const resources = {
    'zh-CN': { ...appResources['zh-CN'], ...shellResources['zh-CN'] },
    'zh-TW': { ...appResources['zh-TW'], ...shellResources['zh-TW'] },
  }
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources,
    ns: [APP_NAMESPACE, 'shell'],
    defaultNS: APP_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
