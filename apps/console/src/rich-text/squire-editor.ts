import Squire from 'squire-rte'
import { sanitizeToFragment } from './editor-html'

export type RichTextEditor = Squire

/**
 * Squire on `root`, writing <p> blocks. Whatever it loads, pastes or drops goes through the
 * shell's announcement sanitizer first. Typed addresses are not turned into links on their own:
 * links are made with the link tool, which only takes https addresses and paths of this site.
 */
export function createRichTextEditor(root: HTMLElement): RichTextEditor {
  const editor = new Squire(root, {
    blockTag: 'P',
    addLinks: false,
    sanitizeToDOMFragment: (html) => sanitizeToFragment(html, root.ownerDocument),
  })
  // Ctrl+D makes <code>, which the sanitizer does not keep: readers would not see it.
  for (const modifier of ['Ctrl-', 'Meta-']) editor.setKeyHandler(`${modifier}d`, null)
  return editor
}
