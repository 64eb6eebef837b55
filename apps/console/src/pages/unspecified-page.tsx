import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../components/panel'
import type { PageProps } from '../sections/section-page'

/**
 * Pages whose content SPEC section 2 does not describe (forms, hub pages): the route, title,
 * permission and tag work; the screen states that its content is not specified.
 */
export function UnspecifiedPage({ title }: PageProps) {
  const { t } = useTranslation('app')
  return (
    <Panel title={title}>
      <Text color="gray.600">{t('unspecified')}</Text>
    </Panel>
  )
}
