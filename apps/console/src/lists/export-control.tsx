import { Box, Button, chakra } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ProgressLine } from '../components/progress-line'
import type { CellContext } from './cells'
import type { ExportQuery, ListDataSource } from './data-source'
import { errorMessage } from './error-message'
import type { ExportColumn } from './export/run-export'
import { fill, useListText } from './messages'

export interface ExportControlProps {
  title: string
  source: ListDataSource
  /** Visible columns with their headers as on screen. */
  columns: readonly ExportColumn[]
  /** Filters and sort of the list. */
  query: Omit<ExportQuery, 'pageNum' | 'pageSize' | 'ids'>
  /** Export only these rows when not empty. */
  selectedIds: readonly string[]
  cell: CellContext
}

type ExportState =
  | { type: 'idle' }
  | { type: 'running'; done: number; total: number | undefined; writing: boolean }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' }
  | { type: 'done'; message: string }

/**
 * 导出: every row of the current filters and sort (or only the selected rows) as an .xlsx file.
 * The writer loads on the first export only. Progress is a progressbar with 取消; a page that
 * fails twice stops the export and no file is made.
 */
export function ExportControl(props: ExportControlProps) {
  const text = useListText()
  const [state, setState] = useState<ExportState>({ type: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setState({ type: 'running', done: 0, total: undefined, writing: false })
    try {
      const [{ runExport, saveFile }, errors] = await Promise.all([
        import('./export/run-export'),
        import('./export/fetch-all'),
      ])
      try {
        const result = await runExport({
          title: props.title,
          columns: props.columns,
          query:
            props.selectedIds.length > 0 ? { ...props.query, ids: props.selectedIds } : props.query,
          fetchPage: (query, signal) => props.source.exportPage(query, signal),
          cell: props.cell,
          signal: abort.signal,
          onProgress: (done, total) =>
            setState({ type: 'running', done, total, writing: done >= total }),
        })
        if (abort.signal.aborted) return
        if (result.count === 0) {
          setState({ type: 'done', message: text.exportEmpty })
          return
        }
        saveFile(result.file, result.fileName)
        setState({
          type: 'done',
          message: fill(text.exportDone, { count: result.count, file: result.fileName }),
        })
      } catch (error) {
        if (error instanceof errors.ExportCancelledError) setState({ type: 'cancelled' })
        else if (error instanceof errors.ExportPageError)
          setState({
            type: 'failed',
            message: fill(text.exportFailed, {
              page: error.pageNum,
              message: errorMessage(error.reason) ?? text.unknownError,
            }),
          })
        else
          setState({
            type: 'failed',
            message: fill(text.exportBuildFailed, {
              message: errorMessage(error) ?? text.unknownError,
            }),
          })
      }
    } catch (error) {
      // The writer's code could not be loaded (offline, new deployment).
      setState({
        type: 'failed',
        message: fill(text.exportBuildFailed, {
          message: errorMessage(error) ?? text.unknownError,
        }),
      })
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }

  const running = state.type === 'running'
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void start()} disabled={running}>
        <Download aria-hidden="true" />
        {text.export}
      </Button>
      {running || state.type !== 'idle' ? (
        <Box flexBasis="100%" order={10}>
          {running ? (
            <ProgressLine
              done={state.done}
              total={state.total}
              label={text.exportProgress}
              valueText={
                state.total === undefined
                  ? text.exportPreparing
                  : state.writing
                    ? text.exportWriting
                    : fill(text.exported, { done: state.done, total: state.total })
              }
              cancel={text.cancel}
              onCancel={() => controller.current?.abort()}
            />
          ) : (
            <chakra.p
              role={state.type === 'failed' ? 'alert' : 'status'}
              fontSize="sm"
              color={state.type === 'failed' ? 'red.600' : 'gray.700'}
            >
              {state.type === 'cancelled' ? text.exportCancelled : state.message}
            </chakra.p>
          )}
        </Box>
      ) : null}
    </>
  )
}
