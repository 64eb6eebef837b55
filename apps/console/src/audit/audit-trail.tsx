import { Box, chakra } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { useId } from 'react'
import { fill } from '../lists/messages'
import type { AuditText } from './messages'

interface TrailEntry {
  decision: number
  reason?: string
  operator: string
  time: string
}

const isEntry = (value: unknown): value is TrailEntry =>
  typeof value === 'object' &&
  value !== null &&
  'decision' in value &&
  'operator' in value &&
  'time' in value

/** A record's decisions, newest first (by time; the server's order breaks ties). */
export function trailOf(record: ListRow): TrailEntry[] {
  const trail = (record as { trail?: unknown }).trail
  if (!Array.isArray(trail)) return []
  return trail
    .filter(isEntry)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => String(b.entry.time).localeCompare(String(a.entry.time)) || a.index - b.index)
    .map(({ entry }) => entry)
}

/** The record detail's 审核记录: 通过/驳回, reason, operator and time of every decision. */
export function AuditTrail({ record, text }: { record: ListRow; text: AuditText }) {
  const headingId = useId()
  const entries = trailOf(record)
  return (
    <Box as="section" aria-labelledby={headingId} mt="4">
      <chakra.h3 id={headingId} fontWeight="semibold" mb="2">
        {text.trail}
      </chakra.h3>
      {entries.length === 0 ? (
        <chakra.p color="fg.muted">{text.trailEmpty}</chakra.p>
      ) : (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="2">
          {entries.map((entry, index) => (
            <chakra.li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the order is fixed
              key={index}
              borderLeftWidth="3px"
              borderColor={entry.decision === 1 ? 'green.solid' : 'red.solid'}
              pl="3"
            >
              <chakra.strong>
                {entry.decision === 1 ? text.trailApproved : text.trailRejected}
              </chakra.strong>
              {entry.reason ? (
                <chakra.p wordBreak="break-word">
                  {fill(text.trailReason, { reason: entry.reason })}
                </chakra.p>
              ) : null}
              <chakra.p fontSize="sm" color="fg.muted">
                {fill(text.trailBy, { operator: entry.operator, time: entry.time })}
              </chakra.p>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </Box>
  )
}
