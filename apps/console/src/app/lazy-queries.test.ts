import { describe, expect, it, vi } from 'vitest'
import { createLazyQueries } from './lazy-queries'
import * as queryModule from './query-client'

describe('createLazyQueries', () => {
  it('loads the query module once and hands every page the same client', async () => {
    const load = vi.fn(async () => queryModule)
    const queries = createLazyQueries(load)
    const [a, b] = await Promise.all([queries.load(), queries.load()])
    expect(load).toHaveBeenCalledTimes(1)
    expect(a.client).toBe(b.client)
    expect(a.client.getDefaultOptions().queries?.retry).toBe(false)
  })

  it('clear() empties the cache', async () => {
    const queries = createLazyQueries(async () => queryModule)
    const { client } = await queries.load()
    client.setQueryData(['audit'], { count: 3 })
    queries.clear()
    expect(client.getQueryData(['audit'])).toBeUndefined()
  })

  it('clear() before any page loaded loads nothing', () => {
    const load = vi.fn(async () => queryModule)
    const queries = createLazyQueries(load)
    expect(() => queries.clear()).not.toThrow()
    expect(load).not.toHaveBeenCalled()
  })
})
