import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FilterableRoute, filterRoutes } from './filter-routes'

interface Node extends FilterableRoute {
  path: string
  children?: Node[]
}

const CODES = ['a', 'b', 'c', 'd', 'e']
const permission = fc.option(fc.constantFrom('*', ...CODES), { nil: undefined })

const { tree } = fc.letrec<{ node: Node; tree: Node[] }>((tie) => ({
  node: fc.record(
    {
      path: fc.stringMatching(/^[a-z]{1,3}$/),
      meta: fc.record({ permission, hidden: fc.boolean() }, { requiredKeys: [] }),
      children: fc.oneof({ depthSize: 'small' }, fc.constant(undefined), tie('tree')),
    },
    { requiredKeys: ['path'] },
  ) as fc.Arbitrary<Node>,
  tree: fc.array(tie('node'), { maxLength: 4 }) as fc.Arbitrary<Node[]>,
}))
const codes = fc.subarray(CODES)

function* walk(list: readonly Node[]): Generator<Node> {
  for (const node of list) {
    yield node
    yield* walk(node.children ?? [])
  }
}

/** Is `sub` a subsequence of `list` by identity of the original nodes (matched by index)? */
function isSubsequence<T>(sub: readonly T[], list: readonly T[]): boolean {
  let i = 0
  for (const item of list) if (i < sub.length && sub[i] === item) i++
  return i === sub.length
}

describe('filterRoutes properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(tree, codes, (routes, held) => {
        const once = filterRoutes(routes, held)
        expect(filterRoutes(once, held)).toEqual(once)
      }),
    )
  })

  it('never keeps a route whose code is missing unless it is * or absent', () => {
    fc.assert(
      fc.property(tree, codes, (routes, held) => {
        for (const node of walk(filterRoutes(routes, held))) {
          const p = node.meta?.permission
          expect(p === undefined || p === '*' || (typeof p === 'string' && held.includes(p))).toBe(
            true,
          )
        }
      }),
    )
  })

  it('keeps the original order at every level', () => {
    fc.assert(
      fc.property(tree, codes, (routes, held) => {
        // Tag every input node so kept copies can be traced back to their originals.
        const tagged = structuredClone(routes)
        let n = 0
        for (const node of walk(tagged)) Object.assign(node, { id: n++ })
        const check = (input: readonly Node[], output: readonly Node[]) => {
          const ids = (l: readonly Node[]) => l.map((x) => (x as Node & { id: number }).id)
          expect(isSubsequence(ids(output), ids(input))).toBe(true)
          for (const kept of output) {
            const original = input.find(
              (x) => (x as { id?: number }).id === (kept as { id?: number }).id,
            )
            check(original?.children ?? [], kept.children ?? [])
          }
        }
        check(tagged, filterRoutes(tagged, held))
      }),
    )
  })

  it("points every kept group's redirect at one of its kept children", () => {
    fc.assert(
      fc.property(tree, codes, (routes, held) => {
        for (const node of walk(filterRoutes(routes, held))) {
          if (!node.children || node.children.length === 0) continue
          const base = node.path.replace(/\/+$/, '')
          const targets = node.children.map((c) => `${base}/${c.path}`)
          expect(targets).toContain(node.redirect)
        }
      }),
    )
  })

  it('never keeps a group that had children but kept none', () => {
    fc.assert(
      fc.property(tree, codes, (routes, held) => {
        const tagged = structuredClone(routes)
        const original = new Map<number, Node>()
        let n = 0
        for (const node of walk(tagged)) {
          original.set(n, node)
          Object.assign(node, { id: n++ })
        }
        for (const kept of walk(filterRoutes(tagged, held))) {
          const source = original.get((kept as Node & { id: number }).id)
          if (source?.children?.length) expect(kept.children?.length).toBeGreaterThan(0)
        }
      }),
    )
  })
})
