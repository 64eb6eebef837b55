import { Box, Button, chakra, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function NotFoundPage() {
  const { t } = useTranslation('app')
  return (
    <Box textAlign="center" py="16" px="4" data-testid="not-found">
      <chakra.h1 fontSize="6xl" fontWeight="bold" color="brand.solid">
        {t('notFound.title')}
      </chakra.h1>
      <Text fontSize="lg" color="gray.700" mb="6">
        {t('notFound.message')}
      </Text>
      <Button asChild>
        <Link to="/dashboard">{t('notFound.back')}</Link>
      </Button>
    </Box>
  )
}
