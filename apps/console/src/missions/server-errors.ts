import { isApiError } from '@gdzyz/api-client'

/** Field -> message of a refusal naming fields (`data.fieldErrors`), else empty. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  const body = error.body as { data?: { fieldErrors?: unknown } } | undefined
  const list = body?.data?.fieldErrors
  if (!Array.isArray(list)) return {}
  const out: Record<string, string> = {}
  for (const item of list) {
    if (item && typeof item.field === 'string' && typeof item.message === 'string')
      out[item.field] ??= item.message
  }
  return out
}
