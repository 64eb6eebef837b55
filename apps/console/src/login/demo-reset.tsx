import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Demo mode only: puts the demo backend's data back as seeded (every tab of this browser), after
 * a confirmation. The login page renders it only when the embedded mock backend runs.
 */
export function DemoReset({ reset }: { reset: () => Promise<void> }) {
  const { t } = useTranslation('app')
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState(false)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (asking) cancelRef.current?.focus()
  }, [asking])

  return (
    <Box mt="6" pt="4" borderTopWidth="1px" borderColor="gray.200">
      {asking ? (
        <Box
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={questionId}
          borderWidth="1px"
          borderColor="orange.300"
          bg="orange.50"
          borderRadius="md"
          p="3"
        >
          <Text id={questionId} fontSize="sm" mb="3">
            {t('login.demoResetQuestion')}
          </Text>
          <Flex gap="2" justify="flex-end">
            <Button ref={cancelRef} size="sm" variant="outline" onClick={() => setAsking(false)}>
              {t('login.demoResetCancel')}
            </Button>
            <Button
              size="sm"
              colorPalette="red"
              onClick={async () => {
                await reset()
                setAsking(false)
                setDone(true)
              }}
            >
              {t('login.demoResetConfirm')}
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button
          size="sm"
          variant="outline"
          w="full"
          onClick={() => {
            setDone(false)
            setAsking(true)
          }}
        >
          {t('login.demoReset')}
        </Button>
      )}
      <Text role="status" fontSize="sm" color="green.700" mt="2" minH="5">
        {done ? t('login.demoResetDone') : ''}
      </Text>
    </Box>
  )
}
