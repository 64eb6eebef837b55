import SparkMD5 from 'spark-md5'
import type { LoginPayload } from './auth-api'

/** MD5 of the password as lowercase hex (the form the login call expects). */
export function hashPassword(password: string): string {
  return SparkMD5.hash(password).toLowerCase()
}

/** Slider/captcha check results sent with the login form. */
export interface CaptchaResult {
  sessionId: string
  sig: string
  verifyToken: string
}

export interface LoginInput {
  userName: string
  /** The plain password: it is hashed here and never sent in clear. */
  password: string
  captcha: CaptchaResult
}

/** Builds the org password login form of SPEC section 3 (`loginType` 2, MD5 password). */
export function buildLoginPayload(input: LoginInput): LoginPayload {
  return {
    userName: input.userName.trim(),
    loginType: 2,
    password: hashPassword(input.password),
    sessionId: input.captcha.sessionId,
    sig: input.captcha.sig,
    verifyToken: input.captcha.verifyToken,
  }
}
