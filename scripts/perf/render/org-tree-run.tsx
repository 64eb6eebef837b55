// 组织树 with one district of 5,000 organisations, as the console renders it (OrgTreePage over
// TanStack Query with the children already cached, so the figures are the screen's own work).
// Used by ./main.tsx.
import type { ApiClient, OrgTreeNode, OrgTreeSearchResult } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { ApiContext } from '../../../apps/console/src/app/api-context'
import { OrgTreePage } from '../../../apps/console/src/org-tree/org-tree-page'
import { measure } from './measure'

export const ORGS = 5000
const KEYWORD = '天河区志愿服务队4321'

const node = (id: string, name: string, kind: OrgTreeNode['kind'], count: number) => ({
  id,
  name,
  kind,
  count,
  hasChildren: count > 0,
})
const province = node('p:440000', '广东省', 'province', ORGS + 20 * 60)
const cities = Array.from({ length: 21 }, (_, i) =>
  node(`c:${4401 + i}00`, i === 0 ? '广州市' : `城市${i}`, 'city', i === 0 ? ORGS : 60),
)
const districts = Array.from({ length: 11 }, (_, i) =>
  node(
    `d:4401${String(i + 1).padStart(2, '0')}`,
    i === 5 ? '天河区' : `区县${i}`,
    'district',
    i === 5 ? ORGS : 0,
  ),
)
const orgs = Array.from({ length: ORGS }, (_, i) =>
  node(`o:${i}`, `天河区志愿服务队${i}`, 'organization', 0),
)
const search: OrgTreeSearchResult = {
  total: 1,
  matches: [{ id: 'o:4321', path: ['p:440000', 'c:440100', 'd:440106'] }],
  branches: [
    { parentId: 'p:440000', children: cities },
    { parentId: 'c:440100', children: districts },
    { parentId: 'd:440106', children: orgs },
  ],
}

const seeded = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(apiKeys.orgTreeChildren(''), [province])
  client.setQueryData(apiKeys.orgTreeChildren('p:440000'), cities)
  client.setQueryData(apiKeys.orgTreeChildren('c:440100'), districts)
  client.setQueryData(apiKeys.orgTreeChildren('d:440106'), orgs)
  client.setQueryData(apiKeys.orgTreeSearch(KEYWORD), search)
  return client
}

// Every answer is cached: a call reaching the client is a harness error.
const api = new Proxy({} as ApiClient, {
  get: () => {
    throw new Error('the bench must not call the API')
  },
})

const key = (target: Element, name: string) =>
  flushSync(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
  })

// A row's text begins with its ▸/▾ mark.
const named = (row: Element | null, name: string) =>
  row?.textContent?.replace(/^[▸▾]/, '').startsWith(name) ?? false
const item = (el: HTMLElement, name: string) =>
  [...el.querySelectorAll<HTMLElement>('[role=treeitem]')].find((row) => named(row, name))

const mount = (el: HTMLElement): Root => {
  const root = createRoot(el)
  flushSync(() =>
    root.render(
      <ShellProvider toaster={false}>
        <MemoryRouter>
          <QueryClientProvider client={seeded()}>
            <ApiContext value={api}>
              <OrgTreePage title="组织树" />
            </ApiContext>
          </QueryClientProvider>
        </MemoryRouter>
      </ShellProvider>,
    ),
  )
  return root
}

const setInput = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  flushSync(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 10_000 && !check(); i++) await new Promise((r) => setTimeout(r, 0))
  if (!check()) throw new Error('org tree bench: the search did not show its match')
}

/**
 * Opening the district of 5,000 organisations, ArrowDown and End in it, and a search whose match
 * lies in that district (from a fresh page with only the province open: the answer opens the path).
 */
export async function orgTreeRun(el: HTMLElement): Promise<Record<string, number>> {
  let root = mount(el)
  const city = item(el, '广州市')
  flushSync(() => city?.click())
  const open = measure('tree open level', () => {
    flushSync(() => item(el, '天河区')?.click())
    el.getBoundingClientRect()
  })
  const shown = el.querySelectorAll('[aria-level="4"]').length
  const first = el.querySelector<HTMLElement>('[aria-level="4"]')
  first?.focus()
  const down = measure('tree arrow down', () => {
    key(document.activeElement ?? el, 'ArrowDown')
    el.getBoundingClientRect()
  })
  const end = measure('tree end', () => {
    key(document.activeElement ?? el, 'End')
    el.getBoundingClientRect()
  })
  // The last row of the tree: the last city, after the 5,000 organisations and the other districts.
  const focusedLast = named(document.activeElement, '城市20')
  // No name starts with x or its initial: every row's pinyin initials are worked out once.
  const typeAhead = measure('tree type-ahead', () => {
    key(document.activeElement ?? el, 'x')
    el.getBoundingClientRect()
  })
  root.unmount()

  root = mount(el)
  const input = el.querySelector<HTMLInputElement>('input[type=search]')
  if (!input) throw new Error('org tree bench: no search box')
  setInput(input, KEYWORD)
  const start = performance.now()
  input.form?.requestSubmit()
  await until(() => named(el.querySelector('[aria-selected="true"]'), KEYWORD))
  el.getBoundingClientRect()
  const searchMs = performance.now() - start
  root.unmount()
  return { open, down, end, typeAhead, search: searchMs, shown, focusedLast: focusedLast ? 1 : 0 }
}
