import { isApiError } from './api-error'
import { isRecord } from './parsed-bodies'
import type { ApiClient, ListRow } from './types'
import { unwrap } from './unwrap'

/** One field refused by the server's form rules, with the message to show beside it. */
export interface FieldError {
  field: string
  message: string
}

/** Creates one record of a resource; resolves with the record and its new id. */
export const createResource = async (
  client: ApiClient,
  resource: string,
  body: Record<string, unknown>,
): Promise<ListRow> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/list/{resource}', {
      params: { path: { resource } },
      body,
    }),
  ).data as ListRow

/** Changes the given fields of one record (a partial update); resolves with the record. */
export const updateResource = async (
  client: ApiClient,
  resource: string,
  id: string,
  body: Record<string, unknown>,
): Promise<ListRow> =>
  unwrap(
    await client.PUT('/v2/api/gdzyz/manage/pc/list/{resource}/{id}', {
      params: { path: { resource, id } },
      body,
    }),
  ).data as ListRow

/** Deletes one record. */
export const deleteResource = async (
  client: ApiClient,
  resource: string,
  id: string,
): Promise<void> => {
  unwrap(
    await client.DELETE('/v2/api/gdzyz/manage/pc/list/{resource}/{id}', {
      params: { path: { resource, id } },
    }),
  )
}

/** Runs a named operation (transfer, send, invite, ...); resolves with its `data`. */
export const runAction = async <T = unknown>(
  client: ApiClient,
  action: string,
  body: Record<string, unknown>,
): Promise<T> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/action/{action}', {
      params: { path: { action } },
      body,
    }),
  ).data as T

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string'

/** The fields a refusal named (`data.fieldErrors`); empty for any other error. */
export const fieldErrorsOf = (error: unknown): readonly FieldError[] => {
  if (!isApiError(error) || !isRecord(error.body)) return []
  const data = error.body.data
  if (!isRecord(data) || !Array.isArray(data.fieldErrors)) return []
  return data.fieldErrors
    .filter(isFieldError)
    .map((entry) => ({ field: entry.field, message: entry.message }))
}
