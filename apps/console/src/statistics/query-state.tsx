import { Button, Flex, Spinner, Text } from '@chakra-ui/react'
import { errorMessage } from '../lists/error-message'
import { fill } from '../lists/messages'
import { useStatsText } from './messages'

interface QueryStateProps {
  loading: boolean
  error: unknown
  onRetry: () => void
}

/** Loading and failure of a statistics call; nothing once data is there. */
export function QueryState({ loading, error, onRetry }: QueryStateProps) {
  const text = useStatsText()
  if (error)
    return (
      <Flex role="alert" align="center" gap="3" wrap="wrap" py="3" color="fg.error">
        <Text>{fill(text.loadFailed, { message: errorMessage(error) ?? text.unknownError })}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {text.retry}
        </Button>
      </Flex>
    )
  if (loading)
    return (
      <Flex role="status" align="center" gap="2" py="6" justify="center">
        <Spinner size="md" color="brand.solid" />
        <Text color="gray.700">{text.loading}</Text>
      </Flex>
    )
  return null
}
