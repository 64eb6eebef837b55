import type { FormRules } from './form-rules'

const decision = { id: {}, ids: { ids: true } } as const

/** Inputs of the attendance actions (their effects are in attendance-effects). */
export const ATTENDANCE_RULES: FormRules = {
  participant_hire: decision,
  participant_not_hire: decision,
  auto_attend_confirm: decision,
  // 考勤 (times are yyyy-mm-dd HH:mm; the effect checks them against the mission)
  attendance_record: {
    missionId: { required: true },
    ids: { required: true, ids: true },
    signInTime: { maxLength: 19 },
    signOutTime: { maxLength: 19 },
  },
  // 时长纠正
  duration_correct: {
    id: { required: true },
    serviceHours: { required: true, maxLength: 4 },
    reason: { required: true, maxLength: 200 },
  },
}
