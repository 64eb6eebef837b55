import { Box, Button, chakra, Flex, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '../lists/error-message'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'

/** The white card a mission page sits in. */
export function MissionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderRadius="md" borderWidth="1px" p={{ base: '3', md: '5' }}>
      <chakra.h1 fontSize="lg" fontWeight="semibold" mb="4">
        {title}
      </chakra.h1>
      {children}
    </Box>
  )
}

export function MissionLoading() {
  return (
    <Flex role="status" gap="2" align="center" py="6" justify="center">
      <Spinner size="md" color="brand.solid" />
    </Flex>
  )
}

/** A page opened without a valid ?id=: say so and lead back to the list. */
export function BadMissionId() {
  const text = useMissionText()
  return (
    <Box role="alert" py="4">
      <Text color="red.600" mb="3">
        {text.badId}
      </Text>
      <Button asChild size="sm" variant="outline">
        <Link to="/activity/mission_query">{text.backToQuery}</Link>
      </Button>
    </Box>
  )
}

/** A failed load with the server's words, 重试 and the way back to 活动查询. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = useMissionText()
  return (
    <Box role="alert" py="4" display="flex" flexDirection="column" alignItems="flex-start" gap="2">
      <Text color="red.600">
        {fill(text.loadFailed, { message: errorMessage(error) ?? 'Error' })}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/activity/mission_query">{text.backToQuery}</Link>
        </Button>
      </Flex>
    </Box>
  )
}
