import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'

/** The mission texts other screens render by key (namespace app, `missions.*`): row actions, summary form labels. */
const zhCN = {
  missions: {
    actions: {
      view: '查看',
      modify: '修改',
      qrcode: '二维码',
      summary: '总结',
    },
    summary: {
      summary: '总结内容',
      summaryImage: '总结图片',
      summaryHint: '活动的开展情况、服务成效与体会，最多 2000 字',
    },
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  missions: {
    actions: {
      view: '檢視',
      modify: '修改',
      qrcode: '二維碼',
      summary: '總結',
    },
    summary: {
      summary: '總結內容',
      summaryImage: '總結圖片',
      summaryHint: '活動的開展情況、服務成效與體會，最多 2000 字',
    },
  },
}

export const missionAppMessages = { 'zh-CN': zhCN, 'zh-TW': zhTW } as const

const registered = new WeakSet<i18n>()

/** Adds the `missions.*` texts to the app namespace of `instance` (once). */
export function registerMissionAppMessages(instance: i18n): void {
  if (registered.has(instance)) return
  registered.add(instance)
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    instance.addResourceBundle(locale, 'app', missionAppMessages[locale], true, false)
  }
}

/** Registers the `missions.*` texts in the instance the page renders with. */
export function useMissionAppMessages(): void {
  registerMissionAppMessages(useTranslation('app').i18n)
}
