import { Box, Button, chakra, Input, Text } from '@chakra-ui/react'
import { uploadImage } from '@gdzyz/api-client'
import { ImageUpload } from '@gdzyz/ui-shell'
import { useId, useState } from 'react'
import { useApi } from '../app/api-context'
import { useRichTextText } from './messages'

interface ImagePanelProps {
  onInsert: (url: string, alt: string) => void
  onCancel: () => void
}

type Upload = { state: 'idle' | 'busy' | 'failed' }

/**
 * Picks an image (compressed by the shell's ImageUpload as the spec says), uploads it and
 * inserts its https address with the description typed for screen readers.
 */
export function ImagePanel({ onInsert, onCancel }: ImagePanelProps) {
  const text = useRichTextText()
  const client = useApi()
  const altId = useId()
  const [alt, setAlt] = useState('')
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })

  const send = async (file: File | null) => {
    if (!file) return
    setUpload({ state: 'busy' })
    try {
      const url = await uploadImage(client, file, file.name)
      setUpload({ state: 'idle' })
      onInsert(url, alt.trim())
    } catch {
      // The client has shown the server's message; the panel stays open to try again.
      setUpload({ state: 'failed' })
    }
  }

  return (
    <Box
      p="3"
      borderBottomWidth="1px"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onCancel()
        }
      }}
    >
      <chakra.label htmlFor={altId} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {text.imageAlt}
      </chakra.label>
      <Input
        id={altId}
        size="sm"
        mb="3"
        maxLength={100}
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        // Enter must not submit the page's form around the editor.
        onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
      />
      <ImageUpload label={text.imageFile} onChange={(file) => void send(file)} />
      <Text
        fontSize="sm"
        mt="1"
        role="status"
        color={upload.state === 'failed' ? 'red.600' : 'fg.muted'}
      >
        {upload.state === 'busy'
          ? text.uploading
          : upload.state === 'failed'
            ? text.uploadFailed
            : null}
      </Text>
      <Button size="sm" variant="outline" mt="2" onClick={onCancel}>
        {text.cancel}
      </Button>
    </Box>
  )
}
