import { Box, chakra, Grid, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { cityName } from '../lists/districts'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'
import type { MissionBasics, MissionWizardValue } from './mission-form'

const ORDER: readonly (keyof MissionBasics)[] = [
  'title',
  'missionType',
  'districtId',
  'address',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'recruitCount',
  'contactName',
  'mobile',
  'email',
  'description',
]

/** 核对信息: what 发布 will send, as the admin typed it. */
export function Review({ value }: { value: MissionWizardValue }) {
  const text = useMissionText()
  const locale = useLocale()
  const shown = (field: keyof MissionBasics) => {
    const raw = value.basics[field].trim()
    if (field === 'districtId') return cityName(raw, locale) ?? raw
    return raw || text.wizard.none
  }
  const total = value.details.posts.reduce((n, p) => n + (Number(p.count) || 0), 0)
  return (
    <Box as="section" aria-labelledby="mission-review-heading" mb="5">
      <chakra.h2 id="mission-review-heading" fontSize="md" fontWeight="semibold" mb="3">
        {text.wizard.review}
      </chakra.h2>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', md: 'max-content 1fr' }}
        columnGap="4"
        rowGap="1"
        fontSize="sm"
        bg="bg.subtle"
        p="3"
        borderRadius="md"
      >
        {ORDER.map((field) => (
          <Box key={field} display="contents">
            <chakra.dt color="fg.muted">{text.fields[field]}</chakra.dt>
            <chakra.dd wordBreak="break-word" mb={{ base: '2', md: '0' }}>
              {shown(field)}
            </chakra.dd>
          </Box>
        ))}
      </Grid>
      <Text fontSize="sm" mt="2">
        {fill(text.wizard.postsTotal, { total, recruit: value.basics.recruitCount || 0 })}
      </Text>
    </Box>
  )
}
