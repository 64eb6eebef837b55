import { Button, Text } from '@chakra-ui/react'
import type { SpecialPermission } from '@gdzyz/auth'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useApi } from '../app/api-context'
import { openExternalSite } from '../app/external-site'
import { ROUTE_INDEX } from '../app/route-index'
import { Panel } from '../components/panel'
import type { PageProps } from '../sections/section-page'

/**
 * Reached when a special-permission page is opened by address rather than from the sidebar
 * (which opens the site directly): one click opens the external site with the login token.
 */
export function ExternalSitePage({ title }: PageProps) {
  const { t } = useTranslation('app')
  const api = useApi()
  const { pathname } = useLocation()
  const [failed, setFailed] = useState(false)
  const permission = ROUTE_INDEX.get(pathname)?.route.meta?.permission as SpecialPermission
  return (
    <Panel title={title}>
      <Button onClick={async () => setFailed(!(await openExternalSite(api, permission)))}>
        {title}
      </Button>
      {failed ? (
        <Text role="alert" color="red.700" mt="3">
          {t('external.failed')}
        </Text>
      ) : null}
    </Panel>
  )
}
