import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  badId: '活动编号无效，请从活动查询中打开',
  backToQuery: '返回活动查询',
  loadFailed: '活动加载失败：{{message}}',
  retry: '重试',
  qr: {
    image: '活动签到二维码：{{title}}',
    link: '签到链接',
    refreshedAt: '二维码生成时间：{{time}}',
    refresh: '刷新',
    refreshing: '刷新中…',
    refreshed: '二维码已刷新，之前的二维码已失效',
    refreshHint: '刷新后，之前打印或分享的二维码将失效。',
    download: '下载 PNG',
    fileSuffix: '签到二维码',
    drawFailed: '二维码生成失败，请刷新页面重试',
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  badId: '活動編號無效，請從活動查詢中開啟',
  backToQuery: '返回活動查詢',
  loadFailed: '活動載入失敗：{{message}}',
  retry: '重試',
  qr: {
    image: '活動簽到二維碼：{{title}}',
    link: '簽到連結',
    refreshedAt: '二維碼產生時間：{{time}}',
    refresh: '重新整理',
    refreshing: '重新整理中…',
    refreshed: '二維碼已重新整理，之前的二維碼已失效',
    refreshHint: '重新整理後，之前列印或分享的二維碼將失效。',
    download: '下載 PNG',
    fileSuffix: '簽到二維碼',
    drawFailed: '二維碼產生失敗，請重新整理頁面重試',
  },
}

export const missionMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export function useMissionText(): Messages {
  return missionMessages[useLocale()]
}
