import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  toolbar: '格式工具栏',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strikethrough: '删除线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '插入链接',
  unlink: '取消链接',
  image: '插入图片',
  clear: '清除格式',
  undo: '撤销',
  redo: '重做',
  preview: '预览',
  previewTitle: '（未填写标题）',
  linkUrl: '链接地址',
  linkHint: '以 https:// 开头的网址，或以 / 开头的站内路径',
  linkInvalid: '链接只能是以 https:// 开头的网址，或以 / 开头的站内路径',
  insert: '确定',
  cancel: '取消',
  imageFile: '选择图片',
  imageAlt: '图片说明（读屏软件朗读的文字）',
  uploading: '正在上传图片…',
  uploadFailed: '图片上传失败，请重试',
  uploaded: '图片已插入',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  toolbar: '格式工具列',
  bold: '粗體',
  italic: '斜體',
  underline: '底線',
  strikethrough: '刪除線',
  bulletList: '項目符號清單',
  orderedList: '編號清單',
  link: '插入連結',
  unlink: '移除連結',
  image: '插入圖片',
  clear: '清除格式',
  undo: '復原',
  redo: '重做',
  preview: '預覽',
  previewTitle: '（未填寫標題）',
  linkUrl: '連結網址',
  linkHint: '以 https:// 開頭的網址，或以 / 開頭的站內路徑',
  linkInvalid: '連結只能是以 https:// 開頭的網址，或以 / 開頭的站內路徑',
  insert: '確定',
  cancel: '取消',
  imageFile: '選擇圖片',
  imageAlt: '圖片說明（螢幕閱讀器朗讀的文字）',
  uploading: '正在上傳圖片…',
  uploadFailed: '圖片上傳失敗，請重試',
  uploaded: '圖片已插入',
}

export const richTextMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type RichTextText = Messages

/** The editor's texts in the current interface language. */
export function useRichTextText(): Messages {
  return richTextMessages[useLocale()]
}
