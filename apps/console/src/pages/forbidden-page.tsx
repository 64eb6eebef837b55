import { Box, Button, chakra, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** A known page the signed-in user holds no permission for (unknown paths get the 404). */
export function ForbiddenPage() {
  const { t } = useTranslation('app')
  return (
    <Box textAlign="center" py="16" px="4" data-testid="forbidden">
      <chakra.h1 fontSize="6xl" fontWeight="bold" color="brand.solid">
        {t('forbidden.title')}
      </chakra.h1>
      <Text fontSize="lg" color="gray.700" mb="6">
        {t('forbidden.message')}
      </Text>
      <Button asChild>
        <Link to="/dashboard">{t('forbidden.back')}</Link>
      </Button>
    </Box>
  )
}
