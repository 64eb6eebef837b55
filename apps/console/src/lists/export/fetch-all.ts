/** One page of rows for an export. */
export interface ExportPage<Row> {
  total: number
  list: readonly Row[]
}

export interface FetchAllOptions<Row> {
  /** Asks the server for one page (1-based). */
  fetchPage: (pageNum: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<Row>>
  pageSize: number
  signal: AbortSignal
  /** Called after each page: rows fetched so far and the total the server announced. */
  onProgress?: (done: number, total: number) => void
}

export class ExportCancelledError extends Error {
  constructor() {
    super('Export cancelled')
    this.name = 'ExportCancelledError'
  }
}

/** A page that failed twice: the export stops and nothing is saved. */
export class ExportPageError extends Error {
  constructor(
    readonly pageNum: number,
    readonly reason: unknown,
  ) {
    super(`Export page ${pageNum} failed`)
    this.name = 'ExportPageError'
  }
}

/** Rejects as soon as the signal aborts, so a cancel does not wait for the page in flight. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new ExportCancelledError())
    signal.addEventListener('abort', () => reject(new ExportCancelledError()), { once: true })
  })
}

async function pageWithRetry<Row>(
  options: FetchAllOptions<Row>,
  pageNum: number,
  aborted: Promise<never>,
): Promise<ExportPage<Row>> {
  const { signal } = options
  let lastError: unknown
  for (let attempt = 0; attempt < 2; attempt++) {
    if (signal.aborted) throw new ExportCancelledError()
    try {
      return await Promise.race([options.fetchPage(pageNum, options.pageSize, signal), aborted])
    } catch (error) {
      if (signal.aborted) throw new ExportCancelledError()
      lastError = error
    }
  }
  throw new ExportPageError(pageNum, lastError)
}

/**
 * Every row of a query, page by page (no row cap), as slices in page order. A failed page is
 * asked once more, then the export stops; cancelling stops between or during pages.
 */
export async function fetchAllPages<Row>(options: FetchAllOptions<Row>): Promise<Row[][]> {
  const aborted = untilAborted(options.signal)
  aborted.catch(() => undefined)
  const slices: Row[][] = []
  let done = 0
  let total = Number.POSITIVE_INFINITY
  for (let pageNum = 1; done < total; pageNum++) {
    const page = await pageWithRetry(options, pageNum, aborted)
    total = Math.max(0, page.total)
    if (page.list.length === 0) break
    slices.push([...page.list])
    done += page.list.length
    options.onProgress?.(Math.min(done, total), total)
  }
  if (options.signal.aborted) throw new ExportCancelledError()
  if (done === 0) options.onProgress?.(0, 0)
  return slices
}
