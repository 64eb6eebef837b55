import { Box, Button, chakra, Text } from '@chakra-ui/react'
import type { BootstrapErrorProps } from '@gdzyz/auth/react'
import { pageTitle, useLocale } from '@gdzyz/ui-shell'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shown instead of the console when profile, permissions or menu could not be fetched (the
 * failure itself is logged by auth): without them pages the user holds would look missing.
 */
export function BootstrapFailed({ retry }: BootstrapErrorProps) {
  const { t } = useTranslation('app')
  const locale = useLocale()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    document.title = pageTitle(t('bootstrapFailed.title'), locale)
  }, [t, locale])
  const onRetry = async () => {
    setPending(true)
    try {
      await retry()
    } finally {
      setPending(false)
    }
  }
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box textAlign="center" maxW="md" data-testid="bootstrap-failed">
        <chakra.h1 fontSize="2xl" fontWeight="bold" mb="3">
          {t('bootstrapFailed.title')}
        </chakra.h1>
        <Text role="alert" color="gray.700" mb="6">
          {t('bootstrapFailed.message')}
        </Text>
        <Button onClick={onRetry} loading={pending} loadingText={t('bootstrapFailed.retrying')}>
          {t('bootstrapFailed.retry')}
        </Button>
      </Box>
    </Box>
  )
}
