import { IconButton, Stack } from '@chakra-ui/react'
import {
  Bold,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo,
  RemoveFormatting,
  Strikethrough,
  Underline,
  Undo,
  Unlink,
} from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useRichTextText } from './messages'
import { TOOLS, type ToolName } from './tools'

const ICONS: Record<ToolName, typeof Bold> = {
  bold: Bold,
  italic: Italic,
  underline: Underline,
  strikethrough: Strikethrough,
  bulletList: List,
  orderedList: ListOrdered,
  link: Link,
  unlink: Unlink,
  image: ImagePlus,
  clear: RemoveFormatting,
  undo: Undo,
  redo: Redo,
}

interface EditorToolbarProps {
  /** Tools whose format the selection has. */
  pressed: ReadonlySet<ToolName>
  /** The tool whose panel (link or image) is open. */
  open: ToolName | null
  disabled: boolean
  onTool: (name: ToolName) => void
  /** Id of the editable area the toolbar formats. */
  controls: string
}

/**
 * The format buttons as one ARIA toolbar: a single tab stop, arrow keys (Home/End) move
 * between buttons, each button named by its tool.
 */
export function EditorToolbar({ pressed, open, disabled, onTool, controls }: EditorToolbarProps) {
  const text = useRichTextText()
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    setCurrent(next)
    buttons.current[next]?.focus()
  }

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={text.toolbar}
      aria-controls={controls}
      gap="0.5"
      flexWrap="wrap"
      p="1"
      borderBottomWidth="1px"
      bg="bg.subtle"
      onKeyDown={move}
    >
      {TOOLS.map((tool, index) => {
        const Icon = ICONS[tool.name]
        const isPressed = tool.active ? pressed.has(tool.name) : undefined
        return (
          <IconButton
            key={tool.name}
            ref={(node) => {
              buttons.current[index] = node
            }}
            size="sm"
            variant={isPressed ? 'subtle' : 'ghost'}
            aria-label={text[tool.name]}
            aria-pressed={tool.name === 'link' ? undefined : isPressed}
            aria-expanded={
              tool.name === 'link' || tool.name === 'image' ? open === tool.name : undefined
            }
            title={tool.keys ? `${text[tool.name]} (${tool.keys})` : text[tool.name]}
            tabIndex={index === current ? 0 : -1}
            disabled={disabled}
            // Keeps the editor's selection: the button acts on the text the user selected.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => onTool(tool.name)}
          >
            <Icon aria-hidden="true" />
          </IconButton>
        )
      })}
    </Stack>
  )
}
