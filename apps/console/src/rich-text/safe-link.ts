/**
 * A link an administrator may put in content or on a banner: an https address with a host, or
 * a path of this site (`/…`, not `//host` or `/\host`, which browsers treat as another host).
 * Control characters and whitespace inside are refused (`java\tscript:` tricks, split URLs).
 */
export function isSafeLink(value: string): boolean {
  const link = value.trim()
  if (link === '' || /[\s\\]/.test(link)) return false
  if ([...link].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false
  if (/^\/(?![/\\])/.test(link)) return true
  if (!/^https:\/\/[^/?#]/i.test(link)) return false
  try {
    return new URL(link).protocol === 'https:'
  } catch {
    return false
  }
}
