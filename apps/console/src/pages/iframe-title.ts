/** The longest `title` of `/iframe/index` shown (in characters). */
export const IFRAME_TITLE_MAX = 30

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped on purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

/**
 * The `title` parameter of `/iframe/index` as plain text for the tag, breadcrumb and document
 * title: control characters dropped, white space collapsed, at most 30 characters; `null` when
 * nothing is left (the route's own title, 外部页面, stands instead).
 */
export function iframeTitle(raw: string | null): string | null {
  const text = (raw ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
  if (!text) return null
  const chars = Array.from(text)
  return chars.length > IFRAME_TITLE_MAX
    ? `${chars.slice(0, IFRAME_TITLE_MAX).join('').trimEnd()}…`
    : text
}
