import { chakra, Text } from '@chakra-ui/react'
import { type AppRoute, isExternalLink } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'
import { useTranslation } from 'react-i18next'
import { Panel } from '../components/panel'

/**
 * A section whose only pages are links to other sites (/westPlan, /other_model), opened by its
 * own address: the links, opening in a new tab as the sidebar does, instead of a 404.
 */
export function ExternalGroupPage({ section }: { section: AppRoute }) {
  const { t } = useTranslation('app')
  const locale = useLocale()
  const links = (section.children ?? []).filter((child) => isExternalLink(child.path))
  return (
    <Panel title={section.meta?.title[locale] ?? section.path}>
      <Text color="gray.700" mb="3">
        {t('externalGroup.intro')}
      </Text>
      <chakra.ul ps="5" listStyleType="disc">
        {links.map((link) => (
          <chakra.li key={link.path}>
            <chakra.a
              href={link.path}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              textDecoration="underline"
            >
              {link.meta?.title[locale] ?? link.path}
              <chakra.span srOnly>{t('shell:sidebar.external')}</chakra.span>
            </chakra.a>
          </chakra.li>
        ))}
      </chakra.ul>
    </Panel>
  )
}
