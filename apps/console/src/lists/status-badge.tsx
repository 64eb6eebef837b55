import type { Tone } from './cell-styles'

const TONES: Record<string, Tone> = {
  pending: 'orange',
  unhandled: 'orange',
  cardApplied: 'orange',
  hirePending: 'orange',
  confirmPending: 'orange',
  handling: 'blue',
  cardMaking: 'blue',
  approved: 'green',
  active: 'green',
  published: 'green',
  handled: 'green',
  cardIssued: 'green',
  hired: 'green',
  confirmed: 'green',
  rejected: 'red',
  cardReturned: 'red',
  notHired: 'red',
}

/** A status as a coloured label (styled by cellStyles); the colour repeats the text. */
export function StatusBadge({
  statusKey,
  label,
}: {
  statusKey: string | undefined
  label: string
}) {
  return <span data-tone={(statusKey && TONES[statusKey]) || 'gray'}>{label}</span>
}
