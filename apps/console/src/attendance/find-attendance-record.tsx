import { Box, Button, chakra, Table, Text } from '@chakra-ui/react'
import { listResource } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useApi } from '../app/api-context'
import { KeywordSearch } from '../components/keyword-search'
import { fill } from '../lists/messages'
import { MissionLoading } from '../missions/page-parts'
import { useAttendanceText } from './messages'

const PAGE = '/activity/duration_correct'

/** 时长纠正 without a record: find the volunteer's attendance records by name, mission or mobile. */
export function FindAttendanceRecord() {
  const text = useAttendanceText().correct
  const api = useApi()
  const [keyword, setKeyword] = useState<string | null>(null)
  const found = useQuery({
    queryKey: apiKeys.resourceList('attendance', {
      pageNum: 1,
      pageSize: 10,
      keyword: keyword ?? '',
    }),
    queryFn: () =>
      listResource(api, 'attendance', { pageNum: 1, pageSize: 10, keyword: keyword ?? '' }),
    enabled: keyword !== null,
  })
  return (
    <Box>
      <Box mb="4">
        <KeywordSearch label={text.keyword} submitLabel={text.search} onSearch={setKeyword} />
      </Box>
      {found.isFetching ? <MissionLoading /> : null}
      {found.data && !found.isFetching ? (
        found.data.list.length ? (
          <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={text.results}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{text.volunteer}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.mission}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.signIn}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{text.current}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <chakra.span srOnly>{text.choose}</chakra.span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {found.data.list.map((row) => (
                  <Table.Row key={String(row.id)}>
                    <Table.Cell whiteSpace="nowrap">{String(row.name ?? '')}</Table.Cell>
                    <Table.Cell>{String(row.missionTitle ?? '')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {String(row.signInTime ?? '').slice(0, 16)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{String(row.serviceHours ?? '')}</Table.Cell>
                    <Table.Cell>
                      <Button asChild size="xs" variant="outline">
                        <Link
                          to={`${PAGE}?id=${encodeURIComponent(String(row.id))}`}
                          aria-label={fill(text.chooseOne, { name: String(row.name ?? '') })}
                        >
                          {text.choose}
                        </Link>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text py="3">{text.noMatch}</Text>
        )
      ) : null}
    </Box>
  )
}
