import { Box, chakra, Flex, Grid, Spinner, Text } from '@chakra-ui/react'
import { pendingCountsQuery } from '@gdzyz/api-client/query'
import { useSession } from '@gdzyz/auth/react'
import { useLocale } from '@gdzyz/ui-shell'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useApi } from '../app/api-context'
import { ROUTE_INDEX } from '../app/route-index'
import { permittedAuditLinks } from './audit-links'

const text = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : String(value)

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box
      as="section"
      bg="white"
      borderRadius="md"
      borderWidth="1px"
      borderColor="gray.200"
      p="5"
      aria-label={title}
    >
      <chakra.h2 fontSize="md" fontWeight="semibold" mb="4">
        {title}
      </chakra.h2>
      {children}
    </Box>
  )
}

function ProfilePanel() {
  const { t } = useTranslation('app')
  const { profile, isSuperAdmin, isBanned } = useSession()
  const rows: [string, unknown][] = [
    [t('dashboard.userName'), profile?.userName],
    [t('dashboard.adminId'), profile?.adminId],
    [t('dashboard.groupId'), profile?.groupId],
    [t('dashboard.districtId'), profile?.districtId],
  ]
  return (
    <Panel title={t('dashboard.profile')}>
      <Flex gap="2" mb="3" wrap="wrap">
        {isSuperAdmin && <Badge>{t('dashboard.superAdmin')}</Badge>}
        {isBanned && <Badge danger>{t('dashboard.banned')}</Badge>}
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="gray.600">{label}</chakra.dt>
            <chakra.dd data-testid={`profile-${label}`} wordBreak="break-all">
              {text(value)}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Panel>
  )
}

function Badge({ children, danger }: { children: React.ReactNode; danger?: boolean }) {
  return (
    <chakra.span
      px="2"
      py="0.5"
      borderRadius="sm"
      fontSize="xs"
      bg={danger ? 'red.100' : 'brand.subtle'}
      color={danger ? 'red.800' : 'brand.fg'}
    >
      {children}
    </chakra.span>
  )
}

function AuditPanel() {
  const { t } = useTranslation('app')
  const api = useApi()
  const { codes } = useSession()
  const locale = useLocale()
  const { data, isPending, isError } = useQuery(pendingCountsQuery(api))
  const links = permittedAuditLinks(codes)
  return (
    <Panel title={t('dashboard.pending')}>
      {isPending ? (
        <Spinner size="sm" />
      ) : isError || !data || links.length === 0 ? (
        <Text color="gray.600">{t('dashboard.pendingNone')}</Text>
      ) : (
        <Grid as="ul" templateColumns="repeat(auto-fill, minmax(140px, 1fr))" gap="3" m="0" p="0">
          {links.map(({ path, resource, to }) => {
            const label = ROUTE_INDEX.get(path)?.route.meta?.title[locale] ?? path
            const count = t('dashboard.count', { count: data[resource] ?? 0 })
            const body = (
              <>
                <Text fontSize="sm" color="gray.700">
                  {label}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                  {count}
                </Text>
              </>
            )
            return (
              <chakra.li
                key={path}
                listStyle="none"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="md"
                p="3"
              >
                <Box asChild display="block" textDecoration="none" _hover={{ bg: 'brand.subtle' }}>
                  <Link to={to}>{body}</Link>
                </Box>
              </chakra.li>
            )
          })}
        </Grid>
      )}
    </Panel>
  )
}

export function DashboardPage() {
  const { t } = useTranslation('app')
  const { profile } = useSession()
  return (
    <Box>
      <chakra.h1 fontSize="xl" fontWeight="semibold" mb="4">
        {t('dashboard.welcome', { name: text(profile?.userName) })}
      </chakra.h1>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4">
        <ProfilePanel />
        <AuditPanel />
      </Grid>
    </Box>
  )
}
