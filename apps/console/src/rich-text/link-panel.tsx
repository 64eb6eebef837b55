import { Box, Button, chakra, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useRichTextText } from './messages'
import { isSafeLink } from './safe-link'

interface LinkPanelProps {
  onInsert: (url: string) => void
  onCancel: () => void
}

/** Asks for the link address; only https addresses and paths of this site are taken. */
export function LinkPanel({ onInsert, onCancel }: LinkPanelProps) {
  const text = useRichTextText()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [url, setUrl] = useState('https://')
  const [error, setError] = useState(false)

  useEffect(() => input.current?.select(), [])

  // Not a <form>: the panel sits inside the page's form, and forms do not nest.
  const submit = () => {
    if (!isSafeLink(url)) {
      setError(true)
      input.current?.focus()
      return
    }
    onInsert(url.trim())
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
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {text.linkUrl}
      </chakra.label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Input
          ref={input}
          id={id}
          size="sm"
          type="url"
          inputMode="url"
          value={url}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setUrl(event.currentTarget.value)
            setError(false)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            submit()
          }}
        />
        <Stack direction="row" gap="2">
          <Button size="sm" onClick={submit}>
            {text.insert}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {text.cancel}
          </Button>
        </Stack>
      </Stack>
      <Text
        id={`${id}-hint`}
        fontSize="sm"
        mt="1"
        color={error ? 'red.600' : 'fg.muted'}
        role={error ? 'alert' : undefined}
      >
        {error ? text.linkInvalid : text.linkHint}
      </Text>
    </Box>
  )
}
