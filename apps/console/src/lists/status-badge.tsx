import { chakra } from '@chakra-ui/react'

const TONES: Record<string, { bg: string; color: string }> = {
  pending: { bg: 'orange.50', color: 'orange.700' },
  unhandled: { bg: 'orange.50', color: 'orange.700' },
  handling: { bg: 'blue.50', color: 'blue.700' },
  approved: { bg: 'green.50', color: 'green.700' },
  active: { bg: 'green.50', color: 'green.700' },
  published: { bg: 'green.50', color: 'green.700' },
  handled: { bg: 'green.50', color: 'green.700' },
  cardIssued: { bg: 'green.50', color: 'green.700' },
  cardMaking: { bg: 'blue.50', color: 'blue.700' },
  cardApplied: { bg: 'orange.50', color: 'orange.700' },
  rejected: { bg: 'red.50', color: 'red.700' },
  cardReturned: { bg: 'red.50', color: 'red.700' },
  disabled: { bg: 'gray.100', color: 'gray.700' },
  closed: { bg: 'gray.100', color: 'gray.700' },
  offline: { bg: 'gray.100', color: 'gray.700' },
  draft: { bg: 'gray.100', color: 'gray.700' },
}

/** A status as a coloured label; the colour repeats the text, never replaces it. */
export function StatusBadge({
  statusKey,
  label,
}: {
  statusKey: string | undefined
  label: string
}) {
  const tone = (statusKey && TONES[statusKey]) || { bg: 'gray.100', color: 'gray.700' }
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="sm"
      fontSize="xs"
      fontWeight="medium"
      bg={tone.bg}
      color={tone.color}
    >
      {label}
    </chakra.span>
  )
}
