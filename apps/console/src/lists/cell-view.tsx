import type { ListRow } from '@gdzyz/api-client'
import { type CellContext, cellText, safeHref, statusKey } from './cells'
import type { FieldDescriptor } from './descriptor'
import { StatusBadge } from './status-badge'

/**
 * One field of a record as shown in the table and the detail: masked, labelled, linked.
 * Plain elements styled by cellStyles on the container.
 */
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
        <a data-cell-link href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      )
    }
  }
  if (kind === 'money' || kind === 'number') return <span data-numeric>{text}</span>
  return <>{text}</>
}
