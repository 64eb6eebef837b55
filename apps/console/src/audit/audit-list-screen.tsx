import { Box, Button, chakra } from '@chakra-ui/react'
import type { Decision, ListRow } from '@gdzyz/api-client'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ListDescriptor } from '../lists/descriptor'
import { ListScreen } from '../lists/list-screen'
import { fill } from '../lists/messages'
import { AuditTrail } from './audit-trail'
import { DecisionDialog } from './decision-dialog'
import { type NamedFailure, nameFailures } from './decision-logic'
import { type AuditText, useAuditText } from './messages'
import { useDecisions } from './use-decisions'

type Open =
  | { kind: 'reject'; id: string; name: string }
  | { kind: 'batch'; decision: Decision; ids: readonly string[]; keep: (ids: string[]) => void }

const PENDING = 0

/**
 * An audit list: the list screen opened on 待审核, with 通过 / 驳回 on pending rows, 批量通过 /
 * 批量驳回 on the selection (one request, refused rows stay selected) and the trail in the detail.
 */
export function AuditListScreen({
  descriptor,
  title,
}: {
  descriptor: ListDescriptor
  title: string
}) {
  const text = useAuditText()
  const [params, setParams] = useSearchParams()
  // Opened without a status filter: show the pending records (the user can choose another).
  const [opening, setOpening] = useState(() => !params.has('status'))
  useLayoutEffect(() => {
    if (!opening) return
    setParams(
      (old) => {
        const next = new URLSearchParams(old)
        next.set('status', String(PENDING))
        return next
      },
      { replace: true },
    )
    setOpening(false)
  }, [opening, setParams])

  const decisions = useDecisions(descriptor.resource)
  const [open, setOpen] = useState<Open | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const [failures, setFailures] = useState<NamedFailure[]>([])
  // The title of every row the list has shown, to name refused records of a batch.
  const names = useRef(new Map<string, string>()).current
  const [notice, setNotice] = useState<string | null>(null)
  const busy = decisions.busy

  const close = () => {
    setOpen(null)
    setDialogError(null)
  }

  const approve = async (id: string) => {
    setNotice(null)
    const outcome = await decisions.decideOne(id, 'approve')
    if (!outcome.ok) setNotice(outcome.conflict ? text.conflict : outcome.msg)
  }

  const confirm = async (reason: string | undefined) => {
    if (!open) return
    setDialogError(null)
    setNotice(null)
    if (open.kind === 'reject') {
      const outcome = await decisions.decideOne(open.id, 'reject', reason)
      if (outcome.ok) close()
      else if (outcome.conflict) {
        close()
        setNotice(text.conflict)
      } else setDialogError(outcome.msg)
      return
    }
    const outcome = await decisions.decideMany(open.ids, open.decision, reason)
    if (!outcome.ok) {
      setDialogError(outcome.msg)
      return
    }
    close()
    setFailures(nameFailures(outcome.failed, (id) => names.get(id)))
    setNotice(fill(text.batchDone, { ok: outcome.done.length }))
    open.keep(outcome.failed.map((failure) => failure.id))
  }

  if (opening) return null

  const titleOf = (row: ListRow) => String(row[descriptor.titleField] ?? row.id)

  const rowActions = (row: ListRow): ReactNode => {
    names.set(String(row.id), titleOf(row))
    return row.status === PENDING ? (
      <>
        <Button
          size="xs"
          variant="outline"
          disabled={busy}
          onClick={() => void approve(String(row.id))}
        >
          {text.approve}
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={() =>
            setOpen({
              kind: 'reject',
              id: String(row.id),
              name: titleOf(row),
            })
          }
        >
          {text.reject}
        </Button>
      </>
    ) : null
  }

  const selectionActions = ({
    ids,
    keep,
  }: {
    ids: readonly string[]
    keep: (ids: readonly string[]) => void
  }) => {
    const batch = (decision: Decision) => () => {
      setFailures([])
      setOpen({ kind: 'batch', decision, ids: [...ids], keep })
    }
    const refused = failures.filter((failure) => ids.includes(failure.id))
    return (
      <>
        <Button size="xs" disabled={busy} onClick={batch('approve')}>
          {text.batchApprove}
        </Button>
        <Button size="xs" colorPalette="red" disabled={busy} onClick={batch('reject')}>
          {text.batchReject}
        </Button>
        {refused.length > 0 ? <FailureList failures={refused} text={text} /> : null}
      </>
    )
  }

  return (
    <>
      {notice ? (
        <Box role="status" px="4" pt="3" fontSize="sm" color="fg.muted">
          {notice}
        </Box>
      ) : null}
      <ListScreen
        descriptor={descriptor}
        title={title}
        rowActions={rowActions}
        selectionActions={selectionActions}
        detailExtra={(record) => <AuditTrail record={record} text={text} />}
      />
      {open ? (
        <DecisionDialog
          role={open.kind === 'batch' ? 'alertdialog' : 'dialog'}
          title={
            open.kind === 'reject'
              ? fill(text.rejectTitle, { name: open.name })
              : open.decision === 'approve'
                ? text.batchApprove
                : text.batchReject
          }
          {...(open.kind === 'batch'
            ? {
                question: fill(
                  open.decision === 'approve' ? text.confirmApprove : text.confirmReject,
                  { count: open.ids.length },
                ),
              }
            : {})}
          withReason={open.kind === 'reject' || open.decision === 'reject'}
          busy={busy}
          error={dialogError}
          text={text}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={close}
        />
      ) : null}
    </>
  )
}

function FailureList({ failures, text }: { failures: NamedFailure[]; text: AuditText }) {
  return (
    <Box role="alert" fontSize="sm" color="fg.error" flexBasis="100%">
      {fill(text.batchFailed, { failed: failures.length })}
      <chakra.ul listStyleType="none">
        {failures.map((failure) => (
          <li key={failure.id}>{fill(text.failedRow, { name: failure.name, msg: failure.msg })}</li>
        ))}
      </chakra.ul>
    </Box>
  )
}
