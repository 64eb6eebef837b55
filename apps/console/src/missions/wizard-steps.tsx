import { chakra, Flex } from '@chakra-ui/react'
import { useMissionText } from './messages'

/** Where the admin is in the two steps (an ordered list, the current one marked). */
export function WizardSteps({ current }: { current: 1 | 2 }) {
  const text = useMissionText()
  const steps = [text.wizard.step1, text.wizard.step2]
  return (
    <chakra.nav aria-label={text.wizard.steps} mb="5">
      <Flex
        as="ol"
        gap={{ base: '2', md: '6' }}
        direction={{ base: 'column', md: 'row' }}
        listStyleType="none"
      >
        {steps.map((label, i) => {
          const active = i + 1 === current
          return (
            <chakra.li
              key={label}
              aria-current={active ? 'step' : undefined}
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'normal'}
              color={active ? 'brand.fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={active ? 'brand.solid' : 'transparent'}
              pb="1"
            >
              {label}
            </chakra.li>
          )
        })}
      </Flex>
    </chakra.nav>
  )
}
