import type { Locale } from '@gdzyz/auth'
import type { i18n } from 'i18next'

const zhCN = {
  list: {
    hire: '录用',
    notHire: '不录用',
    hireSelected: '批量录用',
    notHireSelected: '批量不录用',
    confirmHire: '确定录用该志愿者？',
    confirmNotHire: '确定不录用该志愿者？',
    confirmHireSelected: '确定录用选中的 {{count}} 名志愿者？',
    confirmNotHireSelected: '确定不录用选中的 {{count}} 名志愿者？',
    confirm: '确认',
    confirmSelected: '批量确认',
    confirmAttend: '确认该志愿者的自行签到签退记录？确认后计入服务时长。',
    confirmAttendSelected: '确认选中的 {{count}} 条自行签到签退记录？确认后计入服务时长。',
    correct: '时长纠正',
    attendance: '考勤',
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  list: {
    hire: '錄用',
    notHire: '不錄用',
    hireSelected: '批量錄用',
    notHireSelected: '批量不錄用',
    confirmHire: '確定錄用該志願者？',
    confirmNotHire: '確定不錄用該志願者？',
    confirmHireSelected: '確定錄用選取的 {{count}} 名志願者？',
    confirmNotHireSelected: '確定不錄用選取的 {{count}} 名志願者？',
    confirm: '確認',
    confirmSelected: '批量確認',
    confirmAttend: '確認該志願者的自行簽到簽退記錄？確認後計入服務時長。',
    confirmAttendSelected: '確認選取的 {{count}} 條自行簽到簽退記錄？確認後計入服務時長。',
    correct: '時長糾正',
    attendance: '考勤',
  },
}

export const attendanceMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

const registered = new WeakSet<i18n>()

/** Adds the attendance texts to the app namespace of `instance` under `attendance.*` (once). */
export function registerAttendanceMessages(instance: i18n): void {
  if (registered.has(instance)) return
  registered.add(instance)
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    instance.addResourceBundle(
      locale,
      'app',
      { attendance: attendanceMessages[locale] },
      true,
      false,
    )
  }
}
