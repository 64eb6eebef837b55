import type { ListRow } from '@gdzyz/api-client'
import { type CellContext, exportValue } from '../cells'
import type { ExportQuery } from '../data-source'
import type { FieldDescriptor } from '../descriptor'
import { fetchAllPages } from './fetch-all'
import { writeXlsx, type XlsxCell } from './xlsx-writer'

/** Largest export page of the list contract. */
export const EXPORT_PAGE_SIZE = 5000

export interface ExportColumn {
  field: string
  kind: NonNullable<FieldDescriptor['kind']>
  /** Header as on screen, in the current language. */
  header: string
}

export interface ExportJob {
  /** Page title: the sheet's and the file's name. */
  title: string
  columns: readonly ExportColumn[]
  /** Filters and sort of the list (pageNum and pageSize are set here); `ids` = only those rows. */
  query: Omit<ExportQuery, 'pageNum' | 'pageSize'>
  fetchPage: (
    query: ExportQuery,
    signal: AbortSignal,
  ) => Promise<{ total: number; list: readonly ListRow[] }>
  cell: CellContext
  signal: AbortSignal
  onProgress?: (done: number, total: number) => void
  /** Today, for the file name; default now. */
  now?: Date
  pageSize?: number
}

export interface ExportResult {
  file: Uint8Array
  fileName: string
  count: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `<title>_<yyyy-mm-dd>.xlsx`, without characters file systems refuse. */
export function exportFileName(title: string, now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').trim() || 'export'
  return `${base}_${date}.xlsx`
}

/** Fetches every row of the job's query and builds the workbook; nothing on failure or cancel. */
export async function runExport(job: ExportJob): Promise<ExportResult> {
  const pageSize = job.pageSize ?? EXPORT_PAGE_SIZE
  const slices = await fetchAllPages<ListRow>({
    pageSize,
    signal: job.signal,
    onProgress: job.onProgress,
    fetchPage: (pageNum, size, signal) =>
      job.fetchPage({ ...job.query, pageNum, pageSize: size }, signal),
  })
  let count = 0
  const rows = (function* () {
    for (const slice of slices) {
      count += slice.length
      yield slice.map((row): XlsxCell[] =>
        job.columns.map((column) => exportValue(column.kind, row[column.field], job.cell)),
      )
    }
  })()
  const file = writeXlsx({ name: job.title, headers: job.columns.map((c) => c.header), rows })
  return { file, fileName: exportFileName(job.title, job.now ?? new Date()), count }
}

/** Hands the file to the browser as a download. */
export function saveFile(file: Uint8Array, fileName: string): void {
  const blob = new Blob([file as Uint8Array<ArrayBuffer>], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
