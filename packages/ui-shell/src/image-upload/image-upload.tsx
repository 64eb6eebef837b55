import { Box, Button, chakra, useSlotRecipe } from '@chakra-ui/react'
import { ImagePlus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { compressImage, type ImageEncoder } from './compress-image'

export interface ImageUploadProps {
  /** The field's label. Omit it when a form labels the field itself (`<label for={id}>`). */
  label?: string
  /** The file input's id, for a label outside the upload. */
  id?: string
  /** Ids of the texts that describe the field (hint, error). */
  describedBy?: string
  invalid?: boolean
  /** The compressed file, or null when removed. */
  onChange: (file: File | null) => void
  /** Test seam: the image encoder (default canvas). */
  encode?: ImageEncoder
}

type Styles = Record<string, object>
type State =
  | { type: 'idle' | 'busy' }
  | { type: 'error'; message: string }
  | { type: 'done'; url: string }

/** An image field that compresses the chosen file with `compressImage`. */
export function ImageUpload(props: ImageUploadProps) {
  const { label, onChange, encode } = props
  const { t } = useTranslation('shell')
  const styles = useSlotRecipe({ key: 'shellImageUpload' })() as Styles
  const ownId = useId()
  const inputId = props.id ?? ownId
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<State>({ type: 'idle' })
  const url = state.type === 'done' ? state.url : undefined

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])

  const choose = async (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setState({ type: 'error', message: t('imageUpload.notImage') })
      return
    }
    setState({ type: 'busy' })
    try {
      const compressed = await compressImage(file, encode)
      setState({ type: 'done', url: URL.createObjectURL(compressed) })
      onChange(compressed)
    } catch {
      setState({ type: 'error', message: t('imageUpload.failed') })
    }
  }

  return (
    <Box css={styles.root}>
      {label ? (
        <chakra.label htmlFor={inputId} css={styles.label}>
          {label}
        </chakra.label>
      ) : null}
      <chakra.input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        srOnly
        onChange={(event) => {
          void choose(event.currentTarget.files?.[0])
          event.currentTarget.value = ''
        }}
      />
      {url ? <chakra.img css={styles.preview} src={url} alt={t('imageUpload.preview')} /> : null}
      <Box display="flex" gap="2">
        <Button
          size="sm"
          variant="outline"
          loading={state.type === 'busy'}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('imageUpload.choose')}
        </Button>
        {url ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setState({ type: 'idle' })
              onChange(null)
            }}
          >
            {t('imageUpload.remove')}
          </Button>
        ) : null}
      </Box>
      <Box css={styles.status} role="status" data-error={state.type === 'error' ? '' : undefined}>
        {state.type === 'busy'
          ? t('imageUpload.compressing')
          : state.type === 'error'
            ? state.message
            : null}
      </Box>
    </Box>
  )
}
