/**
 * An image address the page may load: data, blob and https addresses as they are, a relative
 * path (`upload/a.jpg`, `/upload/a.jpg`) under `imageBase`. Anything else (http, javascript:,
 * protocol-relative) gives '' so nothing is loaded.
 */
export function resolveImageUrl(path: string, imageBase: string): string {
  const value = path.trim()
  if (value === '') return ''
  if (/^(data:image\/|blob:|https:\/\/)/i.test(value)) return value
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || /^[/\\]{2}/.test(value)) return ''
  try {
    return new URL(value.replace(/^[/\\]+/, ''), imageBase).href
  } catch {
    return ''
  }
}
