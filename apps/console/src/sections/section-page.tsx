import type { ComponentType } from 'react'
import type { ListSpec } from '../lists/column-sets'

export interface PageProps {
  /** Path segment of the page (also the paged-list resource name). */
  resource: string
  /** Route title in the current language. */
  title: string
}

export type PageComponent = ComponentType<PageProps>

/**
 * Pages of one section by path segment: a column set (a list page) or a component.
 * Segments not listed get the unspecified screen.
 */
export type SectionPages = Readonly<Record<string, PageComponent | ListSpec>>

/** Several list pages sharing one column set. */
export function lists(spec: ListSpec, segments: readonly string[]): SectionPages {
  return Object.fromEntries(segments.map((segment) => [segment, spec]))
}
