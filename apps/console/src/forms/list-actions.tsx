import { Button } from '@chakra-ui/react'
import { type ApiClient, deleteResource, type ListRow, runAction } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { ListAction, ListDescriptor } from '../lists/descriptor'
import { useFormText } from './messages'

// The dialog holds react-hook-form and the field controls: loaded on first use.
const ActionDialog = lazy(() =>
  import('./action-dialog').then((m) => ({ default: m.ActionDialog })),
)

type RunnableAction = Exclude<ListAction, { kind: 'link' }>

interface Open {
  action: RunnableAction
  /** The row (row scope) or the selected ids (selection scope). */
  target: { id: string } | { ids: readonly string[]; done: () => void }
}

/** True when a row action applies to `row` (its `when` condition holds). */
export const actionApplies = (action: ListAction, row: ListRow): boolean =>
  action.kind !== 'action' ||
  !action.when ||
  String(row[action.when.field] ?? '') === String(action.when.equals)

/** Runs a list action: delete, or the named action with its inputs. */
export function runListAction(
  api: ApiClient,
  resource: string,
  open: Open,
  inputs: Record<string, unknown>,
): Promise<unknown> {
  if (open.action.kind === 'delete')
    return 'id' in open.target ? deleteResource(api, resource, open.target.id) : Promise.resolve()
  const target = 'id' in open.target ? { id: open.target.id } : { ids: [...open.target.ids] }
  return runAction(api, open.action.action, { ...target, ...inputs })
}

export interface ListActionSlots {
  toolbar: ReactNode
  rowActions: ((row: ListRow) => ReactNode) | undefined
  selectionActions:
    | ((selection: { ids: readonly string[]; clear: () => void }) => ReactNode)
    | undefined
  dialog: ReactNode
}

/** The descriptor's actions as the list's toolbar, row and selection slots, and their dialog. */
export function useListActions(api: ApiClient, descriptor: ListDescriptor): ListActionSlots {
  const t = useFormText()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Open | null>(null)
  const actions = descriptor.actions ?? []
  const pageLinks = actions.filter((a) => a.kind === 'link' && a.scope === 'page')
  const rowScoped = actions.filter(
    (a) =>
      (a.kind === 'link' && a.scope === 'row') ||
      a.kind === 'delete' ||
      (a.kind === 'action' && a.scope !== 'selection'),
  )
  const selectionScoped = actions.filter(
    (a): a is Extract<ListAction, { kind: 'action' }> =>
      a.kind === 'action' && a.scope === 'selection',
  )

  const toolbar = pageLinks.length
    ? pageLinks.map((a) =>
        a.kind === 'link' ? (
          <Button key={a.to} asChild size="sm" colorPalette="brand">
            <Link to={a.to}>{t(a.label)}</Link>
          </Button>
        ) : null,
      )
    : null

  const rowActions = rowScoped.length
    ? (row: ListRow) =>
        rowScoped
          .filter((a) => actionApplies(a, row))
          .map((a) =>
            a.kind === 'link' ? (
              <Button key={a.label} asChild size="xs" variant="outline">
                <Link to={`${a.to}?id=${encodeURIComponent(String(row.id))}`}>{t(a.label)}</Link>
              </Button>
            ) : (
              <Button
                key={a.label}
                size="xs"
                variant="outline"
                colorPalette={a.kind === 'delete' ? 'red' : undefined}
                onClick={() => setOpen({ action: a, target: { id: String(row.id) } })}
              >
                {t(a.label)}
              </Button>
            ),
          )
    : undefined

  const selectionActions = selectionScoped.length
    ? ({ ids, clear }: { ids: readonly string[]; clear: () => void }) =>
        selectionScoped.map((a) => (
          <Button
            key={a.label}
            size="xs"
            colorPalette="brand"
            onClick={() => setOpen({ action: a, target: { ids, done: clear } })}
          >
            {t(a.label)}
          </Button>
        ))
    : undefined

  const dialog = open ? (
    <Suspense fallback={null}>
      <ActionDialog
        title={t(open.action.label)}
        confirm={
          open.action.confirm
            ? t(open.action.confirm, { count: 'ids' in open.target ? open.target.ids.length : 1 })
            : undefined
        }
        fields={open.action.kind === 'action' ? open.action.fields : undefined}
        danger={open.action.kind === 'delete'}
        onClose={() => setOpen(null)}
        onSubmit={async (inputs) => {
          await runListAction(api, descriptor.resource, open, inputs)
          if ('ids' in open.target) open.target.done()
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: apiKeys.resource(descriptor.resource) }),
            queryClient.invalidateQueries({ queryKey: apiKeys.auditStatic() }),
          ])
          notifySuccess(
            t(open.action.kind === 'delete' ? 'forms.actions.deleted' : 'forms.actions.done'),
          )
        }}
      />
    </Suspense>
  ) : null

  return { toolbar, rowActions, selectionActions, dialog }
}
