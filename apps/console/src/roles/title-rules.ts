import type { RoleText } from './messages'

export const MAX_ROLE_TITLE = 20
const TITLE_CHARS = /^[A-Za-z0-9\u4e00-\u9fa5]+$/

/** The problem with a role title (the server's rules), or undefined when it may be sent. */
export function roleTitleProblem(title: string, text: RoleText): string | undefined {
  const name = title.trim()
  if (!name) return text.titleRequired
  if ([...name].length > MAX_ROLE_TITLE) return text.titleTooLong
  if (!TITLE_CHARS.test(name)) return text.titleFormat
  return undefined
}
