import { Box, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A white content card with a heading. */
export function Panel({
  title,
  children,
  maxW,
}: {
  title: string
  children: ReactNode
  maxW?: string
}) {
  return (
    <Box
      as="section"
      bg="white"
      borderRadius="md"
      borderWidth="1px"
      borderColor="gray.200"
      p="5"
      maxW={maxW}
    >
      <chakra.h1 fontSize="lg" fontWeight="semibold" mb="4">
        {title}
      </chakra.h1>
      {children}
    </Box>
  )
}
