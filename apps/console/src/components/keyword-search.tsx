import { Button, Flex, Input } from '@chakra-ui/react'
import { useState } from 'react'

interface KeywordSearchProps {
  /** The field's name and placeholder (关键词…). */
  label: string
  submitLabel: string
  /** The typed keyword, trimmed, on 搜索 or Enter. */
  onSearch: (keyword: string) => void
}

/** A search landmark with one keyword field and its button. */
export function KeywordSearch({ label, submitLabel, onSearch }: KeywordSearchProps) {
  const [typed, setTyped] = useState('')
  return (
    <Flex
      as="form"
      role="search"
      gap="2"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(typed.trim())
      }}
    >
      <Input
        size="sm"
        maxW="sm"
        aria-label={label}
        placeholder={label}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Button type="submit" size="sm" colorPalette="brand">
        {submitLabel}
      </Button>
    </Flex>
  )
}
