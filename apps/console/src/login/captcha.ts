import type { CaptchaResult } from '@gdzyz/auth'
import type { ComponentType } from 'react'

export interface CaptchaProps {
  /** Called with the slider/captcha check results sent with the login form. */
  onSolved: (result: CaptchaResult) => void
  /** Bumped by the form after a failed login: the challenge starts again. */
  resetKey: number
}

/**
 * A captcha step for the login form. The production provider (the platform's slider service)
 * plugs in here; demo mode uses the local slider.
 */
export type CaptchaProvider = ComponentType<CaptchaProps>

/** Demo result of the local slider: random ids in the shape the login call expects. */
export function demoCaptchaResult(random: () => string = () => crypto.randomUUID()): CaptchaResult {
  return { sessionId: random(), sig: `demo-${random()}`, verifyToken: `demo-${random()}` }
}
