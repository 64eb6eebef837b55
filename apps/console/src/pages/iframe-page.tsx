import { Box, chakra, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { appConfig } from '../runtime-config/app-config'
import { iframeTitle } from './iframe-title'

/**
 * `/iframe/index?menucode=&title=`: embeds the allow-listed https address of `menucode`.
 * The address never comes from the query string. The sandbox omits `allow-same-origin`,
 * so embedded scripts run in an opaque origin and cannot reach the console.
 */
export function IframePage() {
  const { t } = useTranslation('app')
  const [params] = useSearchParams()
  const code = params.get('menucode') ?? ''
  const title = iframeTitle(params.get('title')) ?? t('iframe.fallbackTitle')
  const src = appConfig().iframePages.get(code)
  if (!src) {
    return (
      <Box role="alert" p="6" bg="red.50" color="red.700" borderRadius="md">
        <Text>{t('iframe.unknown', { code })}</Text>
      </Box>
    )
  }
  return (
    <chakra.iframe
      title={t('iframe.frameTitle', { title })}
      src={src}
      sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      w="full"
      h="calc(100vh - 140px)"
      border="0"
      display="block"
    />
  )
}
