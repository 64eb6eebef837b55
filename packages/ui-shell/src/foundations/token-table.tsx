import { Box, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { system } from '../theme/system'

/** A token of the shell's system: its name, its value and the CSS variable that carries it. */
export function shellToken(name: string) {
  const token = system.tokens.getByName(name)
  if (!token) throw new Error(`No token ${name} in the shell system`)
  const original = String(token.originalValue)
  return { name, value: String(token.value), original, cssVar: token.extensions.cssVar?.ref ?? '' }
}

/** The token names of a category in the system's order, e.g. every `radii.*`. */
export function tokenNames(category: string, filter: (name: string) => boolean = () => true) {
  const names = [...(system.tokens.categoryMap.get(category as never)?.keys() ?? [])]
  return names.filter(filter).map((name) => `${category}.${name}`)
}

export interface TokenRow {
  name: string
  value: string
  sample: ReactNode
}

/** A plain table of tokens: sample, name, value. */
export function TokenTable({ caption, rows }: { caption: string; rows: readonly TokenRow[] }) {
  return (
    <Box as="section" mb="8">
      <chakra.h2 fontSize="lg" fontWeight="semibold" mb="3">
        {caption}
      </chakra.h2>
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <thead>
          <tr>
            {['', 'Token', 'Value'].map((header) => (
              <chakra.th key={header} textAlign="start" p="2" borderBottomWidth="1px">
                {header || <chakra.span srOnly>Sample</chakra.span>}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <chakra.td p="2" borderBottomWidth="1px" width="40%">
                {row.sample}
              </chakra.td>
              <chakra.td p="2" borderBottomWidth="1px" fontFamily="mono">
                {row.name}
              </chakra.td>
              <chakra.td p="2" borderBottomWidth="1px" fontFamily="mono">
                {row.value}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
}
