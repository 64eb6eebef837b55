/**
 * JSON text where bigint values are written as raw JSON numbers (HttpResponse.json would lose
 * their digits; Node 20 has no JSON.rawJSON).
 */
export const toJsonText = (value: unknown): string => {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}
