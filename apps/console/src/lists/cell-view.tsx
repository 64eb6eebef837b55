import { chakra } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { type CellContext, cellText, safeHref, statusKey } from './cells'
import type { FieldDescriptor } from './descriptor'
import { StatusBadge } from './status-badge'

/** One field of a record as shown in the table and the detail: masked, labelled, linked. */
export function CellView({
  field,
  row,
  ctx,
}: {
  field: FieldDescriptor
  row: ListRow
  ctx: CellContext
}) {
  const kind = field.kind ?? 'text'
  const value = row[field.field]
  const text = cellText(kind, value, ctx)
  if (kind === 'status' && text) {
    return <StatusBadge statusKey={statusKey(ctx.status, value)} label={text} />
  }
  if (kind === 'link') {
    const href = safeHref(value)
    if (href) {
      return (
        <chakra.a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          textDecoration="underline"
        >
          {text}
        </chakra.a>
      )
    }
  }
  if (kind === 'money' || kind === 'number')
    return <chakra.span fontVariantNumeric="tabular-nums">{text}</chakra.span>
  return <>{text}</>
}
