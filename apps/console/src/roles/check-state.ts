import type { CatalogueEntry, CatalogueSection, Locale } from '@gdzyz/auth'

export type CheckState = 'checked' | 'unchecked' | 'indeterminate'

/** Codes a section's checkbox stands for: its own and its pages'. */
const codesIn = (section: CatalogueSection): string[] => [
  ...(section.code ? [section.code] : []),
  ...section.entries.map((e) => e.code),
]

/**
 * A section's checkbox: checked when all its pages are, mixed when some are. A section without
 * pages is its own code.
 */
export function sectionState(section: CatalogueSection, selected: ReadonlySet<string>): CheckState {
  if (section.entries.length === 0) return selected.has(section.code) ? 'checked' : 'unchecked'
  const held = section.entries.filter((e) => selected.has(e.code)).length
  if (held === 0) return 'unchecked'
  return held === section.entries.length ? 'checked' : 'indeterminate'
}

/** The section's own code follows its pages: held while any page is (a page needs its section). */
const withSectionCode = (section: CatalogueSection, next: Set<string>): Set<string> => {
  if (!section.code || section.entries.length === 0) return next
  if (section.entries.some((e) => next.has(e.code))) next.add(section.code)
  else next.delete(section.code)
  return next
}

/** Checks or clears a section with all its pages. */
export function toggleSection(
  section: CatalogueSection,
  selected: ReadonlySet<string>,
  on: boolean,
): Set<string> {
  const next = new Set(selected)
  for (const code of codesIn(section)) {
    if (on) next.add(code)
    else next.delete(code)
  }
  return next
}

/** Checks or clears one page; its section's code follows. */
export function toggleEntry(
  section: CatalogueSection,
  code: string,
  selected: ReadonlySet<string>,
  on: boolean,
): Set<string> {
  const next = new Set(selected)
  if (on) next.add(code)
  else next.delete(code)
  return withSectionCode(section, next)
}

/**
 * 全选 / 清空 over the pages shown (`shown`: the whole catalogue, or what a search left); the
 * sections' own codes then follow all their pages (`all`).
 */
export function setAll(
  shown: readonly CatalogueSection[],
  all: readonly CatalogueSection[],
  selected: ReadonlySet<string>,
  on: boolean,
): Set<string> {
  let next = new Set(selected)
  for (const section of shown) {
    for (const entry of section.entries) {
      if (on) next.add(entry.code)
      else next.delete(entry.code)
    }
    if (section.entries.length === 0 && section.code) {
      if (on) next.add(section.code)
      else next.delete(section.code)
    }
  }
  // A section left with no page loses its code; one with a page regains it.
  for (const section of all) next = withSectionCode(section, next)
  return next
}

const matches = (entry: CatalogueEntry, query: string, locale: Locale) =>
  entry.title[locale].includes(query) ||
  entry.title['zh-CN'].includes(query) ||
  entry.code.toLowerCase().includes(query.toLowerCase())

/**
 * The sections and pages whose title (either script) or code contains `query`; a section that
 * matches keeps all its pages. An empty query keeps everything.
 */
export function filterCatalogue(
  sections: readonly CatalogueSection[],
  query: string,
  locale: Locale,
): CatalogueSection[] {
  const q = query.trim()
  if (!q) return [...sections]
  return sections.flatMap((section) => {
    if (matches(section, q, locale)) return [section]
    const entries = section.entries.filter((e) => matches(e, q, locale))
    return entries.length > 0 ? [{ ...section, entries }] : []
  })
}

/** Two code sets hold the same codes (the unsaved check). */
export const sameCodes = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((code) => b.has(code))
