import type { ComponentType } from 'react'
import type { FormDescriptor } from '../forms/descriptor'
import type { ListDescriptor } from '../lists/descriptor'

export interface PageProps {
  /** Path segment of the page (also the paged-list resource name). */
  resource: string
  /** Route title in the current language. */
  title: string
}

export type PageComponent = ComponentType<PageProps>

/** What a page of a section is: a component, a list descriptor or a form descriptor. */
export type SectionPage = PageComponent | ListDescriptor | FormDescriptor

/**
 * Pages of one section by path segment: a list descriptor (lists/descriptors/<section>.ts), a
 * form descriptor (forms/descriptors/<section>.ts) or a component. Every page of the route table
 * has one (lists/descriptors/descriptors.test.ts).
 */
export type SectionPages = Readonly<Record<string, SectionPage>>
