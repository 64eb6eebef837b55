import { Box, Button, chakra, Flex, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface PageFrameProps {
  title: string
  back?: { to: string; label: string }
  children: ReactNode
}

/** The white card every make-up page sits in, with an optional back link. */
export function PageFrame({ title, back, children }: PageFrameProps) {
  return (
    <Box as="section" bg="white" borderRadius="md" borderWidth="1px" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <chakra.h1 fontSize="lg" fontWeight="semibold">
          {title}
        </chakra.h1>
        {back ? (
          <Button asChild size="sm" variant="outline">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        ) : null}
      </Flex>
      {children}
    </Box>
  )
}

export function Loading() {
  return (
    <Flex role="status" gap="2" align="center" py="6" justify="center">
      <Spinner size="md" color="brand.solid" />
    </Flex>
  )
}

export function Problem({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" color="red.600" py="4">
      {children}
    </Text>
  )
}
