import { useCallback, useEffect, useRef, useState } from 'react'

export interface ListResult<Row> {
  total: number
  list: readonly Row[]
}

export type ListQuery<Row> = (params: {
  page: number
  pageSize: number
}) => Promise<ListResult<Row>>

type Status<Row> =
  | { type: 'loading'; data?: ListResult<Row> }
  | { type: 'success'; data: ListResult<Row> }
  | { type: 'error'; error: unknown; data?: ListResult<Row> }

/** Runs the query for the current page; answers of superseded requests are ignored. */
export function useListQuery<Row>(query: ListQuery<Row>, page: number, pageSize: number) {
  const [status, setStatus] = useState<Status<Row>>({ type: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the query on retry
  useEffect(() => {
    const id = ++latest.current
    setStatus((prev) => ({ type: 'loading', data: prev.data }))
    query({ page, pageSize }).then(
      (data) => {
        if (id === latest.current) setStatus({ type: 'success', data })
      },
      (error: unknown) => {
        if (id === latest.current) setStatus({ type: 'error', error })
      },
    )
  }, [query, page, pageSize, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { status, retry }
}
