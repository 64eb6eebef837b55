import { Box, chakra, Flex, Grid } from '@chakra-ui/react'
import type { CatalogueSection, Locale } from '@gdzyz/auth'
import { useEffect, useRef } from 'react'
import { type CheckState, sectionState, toggleEntry, toggleSection } from './check-state'

interface CheckTreeProps {
  /** What to show (the whole catalogue or what a search left). */
  shown: readonly CatalogueSection[]
  /** The whole catalogue by section path: a section's checkbox always stands for all its pages. */
  full: ReadonlyMap<string, CatalogueSection>
  selected: ReadonlySet<string>
  locale: Locale
  disabled: boolean
  label: string
  onChange: (next: Set<string>) => void
}

function Check(props: {
  id: string
  state: CheckState
  disabled: boolean
  onChange: (on: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === 'indeterminate'
  }, [props.state])
  return (
    <chakra.input
      ref={ref}
      id={props.id}
      type="checkbox"
      checked={props.state === 'checked'}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.checked)}
      w="4"
      h="4"
      flexShrink="0"
      accentColor="var(--chakra-colors-brand-solid)"
    />
  )
}

const Code = ({ children }: { children: string }) => (
  <chakra.code fontSize="xs" color="gray.600" fontFamily="mono" wordBreak="break-all">
    {children}
  </chakra.code>
)

/**
 * The catalogue as a checkbox tree: a tri-state checkbox per section, one per page, each with its
 * title in the current language and its code beside it. Native checkboxes: the mixed state is
 * announced by the platform (aria-checked="mixed" from `indeterminate`).
 */
export function CheckTree({
  shown,
  full,
  selected,
  locale,
  disabled,
  label,
  onChange,
}: CheckTreeProps) {
  return (
    <chakra.ul aria-label={label} listStyleType="none" p="0" m="0">
      {shown.map((part) => {
        const section = full.get(part.path) ?? part
        const sectionId = `grant-${section.path}`
        return (
          <Box as="li" key={section.path} borderTopWidth="1px" borderColor="gray.100" py="3">
            <Flex gap="2" align="center" wrap="wrap">
              <Check
                id={sectionId}
                state={sectionState(section, selected)}
                disabled={disabled}
                onChange={(on) => onChange(toggleSection(section, selected, on))}
              />
              <chakra.label htmlFor={sectionId} fontWeight="semibold">
                {section.title[locale]}
              </chakra.label>
              {section.code ? <Code>{section.code}</Code> : null}
            </Flex>
            {part.entries.length > 0 ? (
              <Grid
                as="ul"
                listStyleType="none"
                p="0"
                mt="2"
                ms="6"
                gap="2"
                templateColumns={{
                  base: '1fr',
                  md: 'repeat(2, minmax(0, 1fr))',
                  xl: 'repeat(3, minmax(0, 1fr))',
                }}
              >
                {part.entries.map((entry) => {
                  const id = `grant-${section.path}-${entry.code}`
                  return (
                    <Flex as="li" key={entry.code} gap="2" align="center" wrap="wrap" minW="0">
                      <Check
                        id={id}
                        state={selected.has(entry.code) ? 'checked' : 'unchecked'}
                        disabled={disabled}
                        onChange={(on) => onChange(toggleEntry(section, entry.code, selected, on))}
                      />
                      <chakra.label htmlFor={id}>{entry.title[locale]}</chakra.label>
                      <Code>{entry.code}</Code>
                    </Flex>
                  )
                })}
              </Grid>
            ) : null}
          </Box>
        )
      })}
    </chakra.ul>
  )
}
