// Render benchmark harness: the shell's Sidebar with 300 menu items, TagsView with 50 tags, the
// list table, 组织树 with 5,000 organisations at one level and 权限分配's tree, timed with
// performance marks in a production React build. Built and driven by ../render-bench.mjs, which
// reads `window.renderBench` when `window.renderBenchDone` is set.
import type { AppRoute } from '@gdzyz/auth'
import { createTagsStore, ShellProvider, Sidebar, TagsView } from '@gdzyz/ui-shell'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { GRANT_CODES, grantTreeRun } from './grant-tree-run'
import { LIST_ROWS, listTableRun } from './list-table-run'
import { measure } from './measure'
import { ORGS, orgTreeRun } from './org-tree-run'

const GROUPS = 20
const PER_GROUP = 15
const TAGS = 50
const RUNS = 15
const TREE_RUNS = 7
// `?only=structure` runs the tree benches alone (render-bench.mjs --only=structure).
const only = new URLSearchParams(location.search).get('only')

const text = (zh: string) => ({ 'zh-CN': zh, 'zh-TW': zh })
const routes: AppRoute[] = Array.from({ length: GROUPS }, (_, g) => ({
  path: `/group${g}`,
  meta: { title: text(`菜单分组${g}`), icon: 'user' },
  children: Array.from({ length: PER_GROUP }, (_, i) => ({
    path: `page${i}`,
    meta: { title: text(`志愿者管理页面${g}-${i}`) },
  })),
}))

const tagsStore = () => {
  const store = createTagsStore({
    storage: null,
    affix: [{ path: '/dashboard', fullPath: '/dashboard', title: text('首页'), affix: true }],
  })
  for (let i = 0; i < TAGS - 1; i++) {
    store.visit({ path: `/page/${i}`, fullPath: `/page/${i}`, title: text(`活动查询页面${i}`) })
  }
  return store
}

const noop = () => undefined
// Reading layout forces style and layout, so a figure covers React's commit and the browser's
// layout of the result, not only the JavaScript.
const settle = (el: HTMLElement) => el.getBoundingClientRect().height

type Sample = Record<string, number>

function sidebarRun(el: HTMLElement): Sample {
  let root: Root | undefined
  const render = (collapsed: boolean) => (
    <ShellProvider toaster={false}>
      <Sidebar
        routes={routes}
        currentPath="/group0/page0"
        onNavigate={noop}
        collapsed={collapsed}
      />
    </ShellProvider>
  )
  const first = measure('sidebar first render', () => {
    root = createRoot(el)
    flushSync(() => root?.render(render(false)))
    settle(el)
  })
  const visible = el.querySelectorAll('a[data-menu-item]').length
  const buttons = el.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')
  const expand = measure('sidebar expand group', () => {
    flushSync(() => buttons[5]?.click())
    settle(el)
  })
  const expandAll = measure('sidebar expand all groups', () => {
    flushSync(() => {
      for (const button of el.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]'))
        button.click()
    })
    settle(el)
  })
  const all = el.querySelectorAll('a[data-menu-item]').length
  const collapse = measure('sidebar collapse toggle', () => {
    flushSync(() => root?.render(render(true)))
    settle(el)
  })
  root?.unmount()
  return { first, expand, expandAll, collapse, visible, all }
}

function tagsRun(el: HTMLElement): Sample {
  let root: Root | undefined
  const store = tagsStore()
  const render = (path: string) => (
    <ShellProvider toaster={false}>
      <TagsView store={store} currentPath={path} onNavigate={noop} onReload={noop} />
    </ShellProvider>
  )
  const first = measure('tags first render', () => {
    root = createRoot(el)
    flushSync(() => root?.render(render('/page/0')))
    settle(el)
  })
  const count = el.querySelectorAll('[data-path]').length
  const switchTag = measure('tags switch active', () => {
    flushSync(() => root?.render(render('/page/40')))
    settle(el)
  })
  const close = measure('tags close one', () => {
    flushSync(() => store.close('/page/10', '/page/40'))
    settle(el)
  })
  root?.unmount()
  return { first, switchTag, close, count }
}

declare global {
  interface Window {
    renderBench?: {
      sidebar: Sample[]
      tags: Sample[]
      list: Sample[]
      orgTree: Sample[]
      grantTree: Sample[]
      orgs: number
      grantCodes: number
      menuItems: number
      tags50: number
      listRows: number
    }
    renderBenchDone?: boolean
  }
}

const sidebarEl = document.getElementById('sidebar') as HTMLElement
const tagsEl = document.getElementById('tags') as HTMLElement
const listEl = document.getElementById('list') as HTMLElement
const treeEl = document.getElementById('tree') as HTMLElement
const result = {
  sidebar: [] as Sample[],
  tags: [] as Sample[],
  list: [] as Sample[],
  orgTree: [] as Sample[],
  grantTree: [] as Sample[],
  orgs: ORGS,
  grantCodes: GRANT_CODES,
  menuItems: 0,
  tags50: 0,
  listRows: LIST_ROWS,
}

// Counts taken from a kept render prove the harness renders what it claims.
const probe = createRoot(sidebarEl)
flushSync(() =>
  probe.render(
    <ShellProvider toaster={false}>
      <Sidebar routes={routes} currentPath="/none" onNavigate={noop} />
    </ShellProvider>,
  ),
)
for (const button of sidebarEl.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'))
  flushSync(() => button.click())
result.menuItems = sidebarEl.querySelectorAll('a[data-menu-item]').length
probe.unmount()

for (let i = 0; i < (only ? 0 : RUNS); i++) {
  result.sidebar.push(sidebarRun(sidebarEl))
  const tags = tagsRun(tagsEl)
  result.tags50 = tags.count ?? 0
  result.tags.push(tags)
  result.list.push(listTableRun(listEl))
  await new Promise((resolve) => setTimeout(resolve, 0))
}
for (let i = 0; i < TREE_RUNS; i++) {
  result.orgTree.push(await orgTreeRun(treeEl))
  result.grantTree.push(grantTreeRun(treeEl))
  await new Promise((resolve) => setTimeout(resolve, 0))
}
window.renderBench = result
window.renderBenchDone = true
