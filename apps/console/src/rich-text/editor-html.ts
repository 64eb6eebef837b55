import { sanitizeAnnouncementHtml } from '@gdzyz/ui-shell'

/**
 * HTML -> clean nodes of `doc`, through the shell's announcement sanitizer: what the editor
 * loads, and everything pasted or dropped into it, is what readers could be shown.
 */
export function sanitizeToFragment(html: string, doc: Document): DocumentFragment {
  // A <template> parses inertly (no image loads, no handlers); importNode moves the clean nodes
  // into the editor's document.
  const template = doc.createElement('template')
  template.innerHTML = sanitizeAnnouncementHtml(html)
  return doc.importNode(template.content, true)
}

/**
 * The value a rich-text field stores: the editor's HTML after the shell's sanitizer (so the
 * sanitizer keeps it as it is when readers are shown it), or '' when it has no text and no image.
 */
export function editorValue(html: string): string {
  const clean = sanitizeAnnouncementHtml(html)
  if (typeof document === 'undefined') return clean
  const template = document.createElement('template')
  template.innerHTML = clean
  const text = template.content.textContent?.trim() ?? ''
  return text === '' && !template.content.querySelector('img') ? '' : clean
}
