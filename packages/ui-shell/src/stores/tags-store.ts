import type { LocalizedText } from '@gdzyz/auth'
import { createState, type ReadableStore } from './create-store'
import { browserStorage, readJson, writeJson } from './safe-storage'

/** A visited page shown in the tags bar. */
export interface TagView {
  /** Route path without query: the identity of the tag. */
  path: string
  /** Path with query and hash: where the tag navigates. */
  fullPath: string
  title: LocalizedText
  /** Pinned: cannot be closed. */
  affix?: boolean
}

export interface TagsState {
  tags: readonly TagView[]
}

/** Where to go after closing tags: a `fullPath`, or `undefined` to stay on the current page. */
export interface CloseResult {
  navigateTo: string | undefined
}

export interface TagsStore extends ReadableStore<TagsState> {
  /** Adds a tag, or updates it when the same path is visited with another query. */
  visit: (tag: TagView) => void
  close: (path: string, activePath: string) => CloseResult
  closeOthers: (path: string) => CloseResult
  closeAll: (activePath: string) => CloseResult
}

export const TAGS_STORAGE_KEY = 'gdzyz-shell-tags'

export interface TagsStoreOptions {
  /** Defaults to `sessionStorage`, so a reload keeps the tags; `null` keeps them in memory. */
  storage?: Storage | null
  key?: string
  /** Pinned tags (e.g. /dashboard), always first and never closable. */
  affix?: readonly TagView[]
  /** Where to go when nothing is left open. */
  homePath?: string
}

function isTag(value: unknown): value is TagView {
  if (!value || typeof value !== 'object') return false
  const tag = value as Record<string, unknown>
  const title = tag.title as Record<string, unknown> | null
  return (
    typeof tag.path === 'string' &&
    tag.path.startsWith('/') &&
    typeof tag.fullPath === 'string' &&
    tag.fullPath.startsWith('/') &&
    !tag.fullPath.startsWith('//') &&
    !!title &&
    typeof title['zh-CN'] === 'string' &&
    typeof title['zh-TW'] === 'string'
  )
}

function restore(value: unknown, affix: readonly TagView[]): TagView[] {
  const tags: TagView[] = affix.map((tag) => ({ ...tag, affix: true }))
  if (!Array.isArray(value)) return tags
  for (const item of value) {
    if (!isTag(item)) continue
    const existing = tags.findIndex((tag) => tag.path === item.path)
    if (existing === -1) tags.push({ path: item.path, fullPath: item.fullPath, title: item.title })
    else if (tags[existing]) tags[existing] = { ...tags[existing], fullPath: item.fullPath }
  }
  return tags
}

/** Visited-page tags kept in sessionStorage (SPEC section 4). Pure: no React. */
export function createTagsStore(options: TagsStoreOptions = {}): TagsStore {
  const storage = options.storage === undefined ? browserStorage('sessionStorage') : options.storage
  const key = options.key ?? TAGS_STORAGE_KEY
  const home = options.homePath ?? '/'
  const state = createState<TagsState>({
    tags: restore(readJson(storage, key), options.affix ?? []),
  })

  const commit = (tags: TagView[]) => {
    writeJson(storage, key, tags)
    state.setState({ tags })
  }
  const tags = () => state.getState().tags

  /** The tag at the closed one's index (its right neighbour), else the one before it. */
  const nearest = (remaining: readonly TagView[], index: number) =>
    (remaining[index] ?? remaining[index - 1] ?? remaining[remaining.length - 1])?.fullPath ?? home

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    visit(tag) {
      const current = tags()
      const index = current.findIndex((t) => t.path === tag.path)
      if (index === -1) {
        commit([...current, { ...tag }])
        return
      }
      const old = current[index] as TagView
      const sameTitle =
        old.title['zh-CN'] === tag.title['zh-CN'] && old.title['zh-TW'] === tag.title['zh-TW']
      if (old.fullPath === tag.fullPath && sameTitle) return
      const next = [...current]
      next[index] = { ...old, fullPath: tag.fullPath, title: tag.title }
      commit(next)
    },
    close(path, activePath) {
      const current = tags()
      const index = current.findIndex((t) => t.path === path)
      const target = current[index]
      if (!target || target.affix) return { navigateTo: undefined }
      const remaining = current.filter((_, i) => i !== index)
      commit(remaining)
      return { navigateTo: path === activePath ? nearest(remaining, index) : undefined }
    },
    closeOthers(path) {
      const current = tags()
      const kept = current.filter((t) => t.affix || t.path === path)
      if (kept.length !== current.length) commit(kept)
      const target = kept.find((t) => t.path === path)
      return { navigateTo: target?.fullPath }
    },
    closeAll(activePath) {
      const current = tags()
      const kept = current.filter((t) => t.affix)
      if (kept.length !== current.length) commit(kept)
      if (kept.some((t) => t.path === activePath)) return { navigateTo: undefined }
      return { navigateTo: kept[kept.length - 1]?.fullPath ?? home }
    },
  }
}
