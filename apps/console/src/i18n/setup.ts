import type { Locale } from '@gdzyz/auth'
import { shellResources } from '@gdzyz/ui-shell'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { APP_NAMESPACE, appResources } from './messages'

let current: i18n | undefined
let created: (instance: i18n) => void = () => undefined
const firstInstance = new Promise<i18n>((resolve) => {
  created = resolve
})

/**
 * Loads the strings of the console's pages into the app's instance (waiting for it when the
 * router asks first); every page waits for it with its own code (router.tsx), so no page
 * renders a missing key.
 */
export async function loadPageMessages(): Promise<void> {
  const [{ registerPageMessages }, instance] = await Promise.all([
    import('./page-messages'),
    current ?? firstInstance,
  ])
  registerPageMessages(current ?? instance)
}

/**
 * The app's i18next instance: the shell's strings and the app's own first-paint strings,
 * language from `lang`; the pages' strings follow with `loadPageMessages`.
 */
export function createAppI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  current = instance
  created(instance)
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
