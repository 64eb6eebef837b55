// 权限分配's checkbox tree with the whole route catalogue (every permission code of the route
// table), in the editor's own arrangement: selection and query state above CheckTree. Used by
// ./main.tsx.
import { catalogueCodes } from '@gdzyz/auth'
import { ShellProvider } from '@gdzyz/ui-shell'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { grantCatalogue } from '../../../apps/console/src/roles/catalogue'
import { filterCatalogue, setAll } from '../../../apps/console/src/roles/check-state'
import { CheckTree } from '../../../apps/console/src/roles/check-tree'
import { measure } from './measure'

const catalogue = grantCatalogue('permission')
const full = new Map(catalogue.map((s) => [s.path, s]))
export const GRANT_CODES = catalogueCodes(catalogue).length

let setQuery: (query: string) => void = () => undefined
let selectAll: () => void = () => undefined

function Editor() {
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [query, change] = useState('')
  const shown = filterCatalogue(catalogue, query, 'zh-CN')
  setQuery = change
  selectAll = () => setSelected(setAll(shown, catalogue, selected, true))
  return (
    <CheckTree
      shown={shown}
      full={full}
      selected={selected}
      locale="zh-CN"
      disabled={false}
      label="权限"
      onChange={setSelected}
    />
  )
}

/** First render, 全选, a search for one word and clearing it. */
export function grantTreeRun(el: HTMLElement): Record<string, number> {
  const root = createRoot(el)
  const first = measure('grant first render', () => {
    flushSync(() =>
      root.render(
        <ShellProvider toaster={false}>
          <Editor />
        </ShellProvider>,
      ),
    )
    el.getBoundingClientRect()
  })
  const boxes = el.querySelectorAll('input[type=checkbox]').length
  const all = measure('grant select all', () => {
    flushSync(() => selectAll())
    el.getBoundingClientRect()
  })
  const checked = el.querySelectorAll('input[type=checkbox]:checked').length
  const search = measure('grant search', () => {
    flushSync(() => setQuery('志愿者'))
    el.getBoundingClientRect()
  })
  const found = el.querySelectorAll('input[type=checkbox]').length
  const clear = measure('grant clear search', () => {
    flushSync(() => setQuery(''))
    el.getBoundingClientRect()
  })
  root.unmount()
  return { first, all, search, clear, boxes, checked, found }
}
