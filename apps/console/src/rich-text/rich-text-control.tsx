import { Box, Button } from '@chakra-ui/react'
import { Eye } from 'lucide-react'
import { type FocusEvent, useEffect, useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { FieldControlProps } from '../forms/field-controls'
import { useContentStyles } from './content-styles'
import { editorValue } from './editor-html'
import { EditorToolbar } from './editor-toolbar'
import { ImagePanel } from './image-panel'
import { LinkPanel } from './link-panel'
import { useRichTextText } from './messages'
import { type PreviewContent, RichTextPreview } from './rich-text-preview'
import { createRichTextEditor, type RichTextEditor } from './squire-editor'
import { TOOLS, type ToolName } from './tools'

type Panel = 'link' | 'image' | null

const pressedOf = (editor: RichTextEditor) =>
  new Set(TOOLS.filter((tool) => tool.active?.(editor)).map((tool) => tool.name))

const asText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The `richText` form control: Squire with a format toolbar, links (https or this site's paths),
 * uploaded images, and 预览 in the announcement dialog readers see. The value is the editor's
 * HTML after the shell's sanitizer ('' when empty).
 */
export function RichTextControl(props: FieldControlProps) {
  const { id, value, disabled = false, invalid, describedBy, field } = props
  const text = useRichTextText()
  const { t } = useTranslation('app')
  const form = useFormContext() as ReturnType<typeof useFormContext> | null
  const contentStyles = useContentStyles()
  const root = useRef<HTMLDivElement>(null)
  const editor = useRef<RichTextEditor | null>(null)
  /** The value last emitted or applied: an equal prop is the editor's own. */
  const current = useRef(asText(value))
  const latest = useRef(props)
  latest.current = props
  const [pressed, setPressed] = useState<ReadonlySet<ToolName>>(new Set())
  const [panel, setPanel] = useState<Panel>(null)
  const [preview, setPreview] = useState<PreviewContent | null>(null)

  useEffect(() => {
    const element = root.current
    if (!element) return
    const instance = createRichTextEditor(element)
    editor.current = instance
    instance.setHTML(current.current)
    const changed = () => {
      const next = editorValue(instance.getHTML())
      if (next === current.current) return
      current.current = next
      latest.current.onChange(next)
    }
    const path = () => setPressed(pressedOf(instance))
    const openLink = (_: unknown, event: Event) => {
      event.preventDefault()
      setPanel('link')
    }
    instance.addEventListener('input', changed)
    instance.addEventListener('pathChange', path)
    for (const modifier of ['Ctrl-', 'Meta-']) instance.setKeyHandler(`${modifier}k`, openLink)
    return () => {
      instance.destroy()
      editor.current = null
    }
  }, [])

  // A value set from outside (a loaded record, a restored draft, a reset) replaces the content.
  useEffect(() => {
    const next = asText(value)
    if (next === current.current || !editor.current) return
    current.current = next
    editor.current.setHTML(next)
  }, [value])

  useEffect(() => {
    root.current?.setAttribute('contenteditable', disabled ? 'false' : 'true')
  }, [disabled])

  const afterCommand = () => {
    const instance = editor.current
    if (!instance) return
    setPressed(pressedOf(instance))
    instance.focus()
  }

  const onTool = (name: ToolName) => {
    const instance = editor.current
    if (!instance) return
    if (name === 'link' || name === 'image') {
      setPanel((open) => (open === name ? null : name))
      return
    }
    TOOLS.find((tool) => tool.name === name)?.run?.(instance)
    afterCommand()
  }

  const closePanel = () => {
    setPanel(null)
    editor.current?.focus()
  }

  const openPreview = () => {
    // The form's title and confirm text: from react-hook-form's context when there is one, else
    // from the sibling controls, whose ids share this control's prefix (`<prefix>-<field>`).
    const prefix = id.endsWith(field.field) ? id.slice(0, -field.field.length) : ''
    const values = (name: string) => {
      const fromForm = asText(form?.getValues(name)).trim()
      const input = prefix ? document.getElementById(`${prefix}${name}`) : null
      return fromForm || (input instanceof HTMLInputElement ? input.value.trim() : '')
    }
    setPreview({
      title: values('title') || text.previewTitle,
      content: editorValue(editor.current?.getHTML() ?? current.current),
      bottomContent: values('bottomContent'),
    })
  }

  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) latest.current.onBlur()
  }

  return (
    <>
      <Box
        borderWidth="1px"
        borderRadius="l2"
        borderColor={invalid ? 'border.error' : 'border'}
        bg="bg"
        onBlur={leave}
      >
        <EditorToolbar
          pressed={pressed}
          open={panel}
          disabled={disabled}
          onTool={onTool}
          controls={id}
        />
        {panel === 'link' ? (
          <LinkPanel
            onCancel={closePanel}
            onInsert={(url) => {
              setPanel(null)
              editor.current?.makeLink(url)
              afterCommand()
            }}
          />
        ) : null}
        {panel === 'image' ? (
          <ImagePanel
            onCancel={closePanel}
            onInsert={(url, alt) => {
              setPanel(null)
              editor.current?.insertImage(url, { alt })
              afterCommand()
            }}
          />
        ) : null}
        <Box
          ref={root}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={t(field.label)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-disabled={disabled || undefined}
          minH="12rem"
          maxH="32rem"
          overflowY="auto"
          px="3"
          py="2"
          textStyle="sm"
          css={contentStyles}
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '-2px',
          }}
        />
        <Box display="flex" justifyContent="flex-end" p="1" borderTopWidth="1px">
          <Button size="sm" variant="ghost" onClick={openPreview} disabled={disabled}>
            <Eye aria-hidden="true" />
            {text.preview}
          </Button>
        </Box>
      </Box>
      {preview ? <RichTextPreview preview={preview} onClose={() => setPreview(null)} /> : null}
    </>
  )
}
