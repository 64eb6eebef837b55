import { Box, Image } from '@chakra-ui/react'
import { ImageUpload } from '@gdzyz/ui-shell'
import { useState } from 'react'
import type { FieldControlProps } from './field-controls'
import { useFormText } from './messages'

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * An image through ui-shell's ImageUpload, which compresses it with the spec's qualities (under
 * 1 MB 1, 1-2 MB 0.5, larger 0.2); the value is the compressed image as a data URL.
 */
export function ImageControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur } = props
  const t = useFormText()
  const [picked, setPicked] = useState(false)
  const current = typeof value === 'string' && value && !picked ? value : ''
  const label = t(field.label)
  return (
    <Box>
      {current.startsWith('data:image/') || current.startsWith('https://') ? (
        <Image src={current} alt={label} maxH="32" mb="2" borderWidth="1px" borderRadius="md" />
      ) : null}
      {/* The form's own label names the file input through its id. */}
      <ImageUpload
        id={props.id}
        describedBy={props.describedBy}
        invalid={props.invalid}
        onChange={(file) => {
          setPicked(file !== null)
          if (!file) onChange('')
          else void readAsDataUrl(file).then(onChange)
          onBlur()
        }}
      />
    </Box>
  )
}
