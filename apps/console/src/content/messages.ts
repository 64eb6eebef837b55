import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  noArticle: '未指定要查看的文章，请从文章列表打开。',
  loadFailed: '文章加载失败：{{message}}',
  retry: '重试',
  editArticle: '编辑文章',
  backToList: '返回文章列表',
  emptyContent: '（正文为空）',
  labelName: '新标签名称',
  addLabel: '添加标签',
  labelAdded: '标签已添加',
  labelRequired: '请输入标签名称',
  labelTooLong: '标签名称不能超过10个字',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  noArticle: '未指定要檢視的文章，請從文章列表開啟。',
  loadFailed: '文章載入失敗：{{message}}',
  retry: '重試',
  editArticle: '編輯文章',
  backToList: '返回文章列表',
  emptyContent: '（內文為空）',
  labelName: '新標籤名稱',
  addLabel: '新增標籤',
  labelAdded: '標籤已新增',
  labelRequired: '請輸入標籤名稱',
  labelTooLong: '標籤名稱不能超過10個字',
}

export const contentMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

/** The website-content pages' own texts in the current interface language. */
export function useContentText(): Messages {
  return contentMessages[useLocale()]
}
