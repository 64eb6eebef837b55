import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { fill } from '../lists/messages'
import { formatChange, formatFull, formatReadable } from './format-number'
import { useStatsText } from './messages'

export interface TotalItem {
  key: string
  label: string
  value: string
  /** The same total over the previous period; undefined without one. */
  previous?: string
}

/**
 * Totals for reading (万 / 亿) with the exact number under each, and the change against the
 * previous period when there is one.
 */
export function TotalsGrid({ items, label }: { items: readonly TotalItem[]; label: string }) {
  const text = useStatsText()
  const locale = useLocale()
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 2, md: 4 }} gap="3" mb="4" p="0">
      {items.map((item) => {
        const readable = formatReadable(item.value, locale)
        const full = formatFull(item.value)
        const change = item.previous === undefined ? null : formatChange(item.value, item.previous)
        return (
          <Box
            as="li"
            key={item.key}
            listStyleType="none"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            bg="white"
          >
            <Text fontSize="sm" color="gray.700">
              {item.label}
            </Text>
            <Text
              fontSize="2xl"
              fontWeight="semibold"
              lineHeight="short"
              data-testid={`total-${item.key}`}
            >
              {readable}
            </Text>
            {readable !== full ? (
              <Text fontSize="xs" color="gray.700">
                {fill(text.exact, { value: full })}
              </Text>
            ) : null}
            {item.previous === undefined ? null : (
              <Text
                fontSize="xs"
                mt="1"
                color={
                  change?.direction === 'up'
                    ? 'fg.success'
                    : change?.direction === 'down'
                      ? 'fg.error'
                      : 'gray.700'
                }
              >
                {change ? (
                  <>
                    {fill(text.change, { change: change.text })}
                    {change.direction === 'flat' ? null : (
                      <chakra.span srOnly>
                        {change.direction === 'up' ? text.changeUp : text.changeDown}
                      </chakra.span>
                    )}
                  </>
                ) : (
                  text.previousZero
                )}
              </Text>
            )}
          </Box>
        )
      })}
    </SimpleGrid>
  )
}
