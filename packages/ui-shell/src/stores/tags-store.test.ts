import { beforeEach, describe, expect, it } from 'vitest'
import { createTagsStore, TAGS_STORAGE_KEY, type TagView } from './tags-store'

class MemoryStorage implements Storage {
  private map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value))
  }
}

const tag = (path: string, query = ''): TagView => ({
  path,
  fullPath: `${path}${query}`,
  title: { 'zh-CN': path, 'zh-TW': path },
})
const dashboard: TagView = { ...tag('/dashboard'), affix: true }
const paths = (store: ReturnType<typeof createTagsStore>) =>
  store.getState().tags.map((t) => t.fullPath)

describe('createTagsStore', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
  })

  it('starts with the affix tags and appends visited pages once', () => {
    const store = createTagsStore({ storage, affix: [dashboard] })
    store.visit(tag('/a'))
    store.visit(tag('/a'))
    store.visit(tag('/dashboard'))
    expect(paths(store)).toEqual(['/dashboard', '/a'])
  })

  it('updates the tag when the same path is visited with another query', () => {
    const store = createTagsStore({ storage })
    store.visit(tag('/iframe/index', '?menucode=a'))
    store.visit(tag('/iframe/index', '?menucode=b'))
    expect(paths(store)).toEqual(['/iframe/index?menucode=b'])
  })

  it('never closes affix tags', () => {
    const store = createTagsStore({ storage, affix: [dashboard] })
    store.visit(tag('/a'))
    expect(store.close('/dashboard', '/dashboard')).toEqual({ navigateTo: undefined })
    store.closeAll('/a')
    expect(paths(store)).toEqual(['/dashboard'])
  })

  it('closing the active tag goes to the nearest remaining one', () => {
    const store = createTagsStore({ storage, affix: [dashboard] })
    for (const p of ['/a', '/b', '/c']) store.visit(tag(p))
    expect(store.close('/b', '/b').navigateTo).toBe('/c')
    expect(store.close('/c', '/c').navigateTo).toBe('/a')
    expect(store.close('/a', '/dashboard').navigateTo).toBeUndefined()
    expect(paths(store)).toEqual(['/dashboard'])
  })

  it('close others keeps affix tags and the chosen one', () => {
    const store = createTagsStore({ storage, affix: [dashboard] })
    for (const p of ['/a', '/b', '/c']) store.visit(tag(p, '?x=1'))
    expect(store.closeOthers('/b')).toEqual({ navigateTo: '/b?x=1' })
    expect(paths(store)).toEqual(['/dashboard', '/b?x=1'])
  })

  it('close all goes home when no affix tag is left', () => {
    const store = createTagsStore({ storage, homePath: '/dashboard' })
    store.visit(tag('/a'))
    expect(store.closeAll('/a')).toEqual({ navigateTo: '/dashboard' })
    expect(paths(store)).toEqual([])
  })

  it('survives a reload through storage and ignores hostile stored entries', () => {
    const first = createTagsStore({ storage, affix: [dashboard] })
    first.visit(tag('/a', '?q=1'))
    const stored = JSON.parse(storage.getItem(TAGS_STORAGE_KEY) ?? '[]') as unknown[]
    stored.push({
      path: '//evil',
      fullPath: '//evil.example',
      title: { 'zh-CN': 'x', 'zh-TW': 'x' },
    })
    stored.push({
      path: '/b',
      fullPath: 'javascript:alert(1)',
      title: { 'zh-CN': 'x', 'zh-TW': 'x' },
    })
    stored.push('garbage', null, { path: '/c' })
    storage.setItem(TAGS_STORAGE_KEY, JSON.stringify(stored))
    const second = createTagsStore({ storage, affix: [dashboard] })
    expect(paths(second)).toEqual(['/dashboard', '/a?q=1'])
    expect(second.getState().tags[0]?.affix).toBe(true)
  })

  it('tolerates corrupt JSON and throwing storage', () => {
    storage.setItem(TAGS_STORAGE_KEY, '{not json')
    expect(paths(createTagsStore({ storage }))).toEqual([])
    const broken = new MemoryStorage()
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const store = createTagsStore({ storage: broken })
    store.visit(tag('/a'))
    expect(paths(store)).toEqual(['/a'])
  })

  it('notifies subscribers only on real changes', () => {
    const store = createTagsStore({ storage })
    let calls = 0
    const off = store.subscribe(() => {
      calls += 1
    })
    store.visit(tag('/a'))
    store.visit(tag('/a'))
    store.close('/missing', '/a')
    off()
    store.visit(tag('/b'))
    expect(calls).toBe(1)
  })
})
