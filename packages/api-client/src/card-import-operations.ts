import type { components } from './generated/schema'
import type { ApiClient } from './types'
import { unwrap } from './unwrap'

type Schemas = components['schemas']

/** One row of a card-application sheet, with its row number in the sheet. */
export type CardImportRow = Schemas['CardImportRow']
/** A row the server refused: row number, field and message. */
export type CardRowRefusal = Schemas['CardRowRefusal']

export interface CardImportResult {
  imported: number
  refused: CardRowRefusal[]
}

/** Rows one import request may carry. */
export const CARD_IMPORT_MAX_ROWS = 1000

/**
 * Imports one slice of card applications (批量导入制证, assumed). The server checks every row
 * again and adds only the valid ones; `idempotencyKey` makes a retried slice apply once.
 */
export const importCardApplications = async (
  client: ApiClient,
  rows: readonly CardImportRow[],
  idempotencyKey: string,
): Promise<CardImportResult> => {
  const { data } = unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/volunteerCard/batchImport', {
      body: { rows: [...rows], idempotencyKey },
    }),
  )
  return {
    imported: Number(data.imported),
    refused: data.refused.map((r) => ({ ...r, row: Number(r.row) })),
  }
}
