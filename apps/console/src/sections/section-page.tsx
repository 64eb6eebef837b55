import type { ComponentType } from 'react'
import type { ListDescriptor } from '../lists/descriptor'

export interface PageProps {
  /** Path segment of the page (also the paged-list resource name). */
  resource: string
  /** Route title in the current language. */
  title: string
}

export type PageComponent = ComponentType<PageProps>

/**
 * Pages of one section by path segment: a list descriptor (lists/descriptors/<section>.ts) or a
 * component. Segments not listed get the unspecified screen.
 */
export type SectionPages = Readonly<Record<string, PageComponent | ListDescriptor>>
