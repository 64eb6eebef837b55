import { Center, chakra, Spinner } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/**
 * What the app shows until the first page can render (its code loading, the session being
 * checked): a page of its own, with the landmark and heading assistive technology expects.
 */
export function StartupLoading() {
  const { t } = useTranslation('app')
  return (
    <Center as="main" h="100vh">
      <chakra.h1 srOnly>{t('productTitle')}</chakra.h1>
      <Spinner size="lg" color="brand.solid" role="status" aria-label={t('loading')} />
    </Center>
  )
}
