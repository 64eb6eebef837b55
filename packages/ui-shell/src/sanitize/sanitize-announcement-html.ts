import DOMPurify from 'dompurify'

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'colspan',
  'rowspan',
]
/** https, mailto, tel, same-origin absolute paths (not `//host`) and fragments. */
const ALLOWED_URI = /^(?:https:|mailto:|tel:|\/(?![/\\])|#)/i
/** Style properties that cannot move content out of the dialog or load resources. */
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'text-indent',
  'line-height',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'width',
  'max-width',
  'height',
  'vertical-align',
])
const UNSAFE_STYLE_VALUE = /url\s*\(|expression\s*\(|javascript:|[\\<>]|@import|-moz-binding/i

function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon === -1) return ''
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration.slice(colon + 1).trim()
      if (!ALLOWED_STYLES.has(property) || !value || UNSAFE_STYLE_VALUE.test(value)) return ''
      return `${property}: ${value}`
    })
    .filter(Boolean)
    .join('; ')
}

/**
 * Sanitizes announcement HTML from the server with an explicit allow-list (ENGINEERING.md:
 * DOMPurify's defaults keep forms, fixed-position overlays and tracking images).
 * A fresh DOMPurify instance and config per call, so hooks or config set elsewhere never leak in.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  if (typeof window === 'undefined' || typeof html !== 'string' || html === '') return ''
  const purify = DOMPurify(window)
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = filterStyle(data.attrValue)
      if (!data.attrValue) data.keepAttr = false
    }
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
    if (node.tagName === 'IMG' && !/^https:\/\//i.test(node.getAttribute('src') ?? '')) {
      node.remove()
    }
  })
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    FORBID_TAGS: ['form', 'iframe', 'script', 'style', 'object', 'embed', 'svg', 'math', 'input'],
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  })
}
