import type { RichTextText } from './messages'
import type { RichTextEditor } from './squire-editor'

export type ToolName = keyof Pick<
  RichTextText,
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strikethrough'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'unlink'
  | 'image'
  | 'clear'
  | 'undo'
  | 'redo'
>

export interface Tool {
  name: ToolName
  /** Keyboard shortcut Squire handles, shown in the button's title. */
  keys?: string
  /** Toggle tools: whether the selection has the format (aria-pressed). */
  active?: (editor: RichTextEditor) => boolean
  /** Runs on the editor; tools that open a panel (link, image) have no run. */
  run?: (editor: RichTextEditor) => void
}

const toggle = (
  tag: string,
  add: (e: RichTextEditor) => void,
  remove: (e: RichTextEditor) => void,
) => ({
  active: (e: RichTextEditor) => e.hasFormat(tag),
  run: (e: RichTextEditor) => (e.hasFormat(tag) ? remove(e) : add(e)),
})

/** The toolbar, in order. Output stays within what the shell's sanitizer keeps. */
export const TOOLS: readonly Tool[] = [
  {
    name: 'bold',
    keys: 'Ctrl+B',
    ...toggle(
      'B',
      (e) => e.bold(),
      (e) => e.removeBold(),
    ),
  },
  {
    name: 'italic',
    keys: 'Ctrl+I',
    ...toggle(
      'I',
      (e) => e.italic(),
      (e) => e.removeItalic(),
    ),
  },
  {
    name: 'underline',
    keys: 'Ctrl+U',
    ...toggle(
      'U',
      (e) => e.underline(),
      (e) => e.removeUnderline(),
    ),
  },
  {
    name: 'strikethrough',
    keys: 'Ctrl+Shift+7',
    ...toggle(
      'S',
      (e) => e.strikethrough(),
      (e) => e.removeStrikethrough(),
    ),
  },
  {
    name: 'bulletList',
    keys: 'Ctrl+Shift+8',
    ...toggle(
      'UL',
      (e) => e.makeUnorderedList(),
      (e) => e.removeList(),
    ),
  },
  {
    name: 'orderedList',
    keys: 'Ctrl+Shift+9',
    ...toggle(
      'OL',
      (e) => e.makeOrderedList(),
      (e) => e.removeList(),
    ),
  },
  { name: 'link', keys: 'Ctrl+K', active: (e) => e.hasFormat('A') },
  { name: 'unlink', run: (e) => e.removeLink() },
  { name: 'image' },
  { name: 'clear', run: (e) => e.removeAllFormatting() },
  { name: 'undo', keys: 'Ctrl+Z', run: (e) => e.undo() },
  { name: 'redo', keys: 'Ctrl+Y', run: (e) => e.redo() },
]
