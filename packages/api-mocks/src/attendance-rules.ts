import type { FormRules } from './form-rules'

const decision = { id: {}, ids: { ids: true } } as const

/** Inputs of the attendance actions (their effects are in attendance-effects). */
export const ATTENDANCE_RULES: FormRules = {
  participant_hire: decision,
  participant_not_hire: decision,
  auto_attend_confirm: decision,
}
