import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { useSession } from '@gdzyz/auth/react'
import { type ListColumn, ListPage } from '@gdzyz/ui-shell'
import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { KeywordSearch } from '../components/keyword-search'
import { addVolunteers } from './batch-ops'
import { createDraftStore } from './draft-store'
import { useMakeupApi } from './makeup-api'
import { fill, useMakeupText } from './messages'
import { PageFrame, Problem } from './page-frame'
import { makeupHref, useMakeupParams } from './params'
import type { Volunteer } from './types'

/** 添加补录名单 (supplement_add): pick volunteers from the mission's participants into a batch. */
export function AddVolunteersPage({ title }: { title: string }) {
  const text = useMakeupText()
  const api = useMakeupApi()
  const navigate = useNavigate()
  const { kind, missionId, timesInfoId, batchId } = useMakeupParams()
  const adminId = String(useSession().profile?.adminId ?? '')
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<ReadonlyMap<string, Volunteer>>(new Map())
  const pair = { missionId, timesInfoId }
  const editor = kind ? makeupHref('supplement_attr', { kind, missionId, timesInfoId }) : ''
  const store = useMemo(() => createDraftStore({ adminId }), [adminId])
  const batchExists = store.load(pair)?.batches.some((batch) => batch.id === batchId) ?? false

  const query = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      api.listParticipants(missionId, { pageNum: page, pageSize, ...(keyword ? { keyword } : {}) }),
    [api, missionId, keyword],
  )

  const toggle = (volunteer: Volunteer, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current)
      if (on) next.set(volunteer.userId, volunteer)
      else next.delete(volunteer.userId)
      return next
    })

  const columns: ListColumn<Volunteer>[] = [
    {
      key: 'pick',
      header: text.pick,
      render: (row) => (
        <chakra.input
          type="checkbox"
          accentColor="brand.solid"
          aria-label={`${row.userName} ${row.userId}`}
          checked={picked.has(row.userId)}
          onChange={(event) => toggle(row, event.currentTarget.checked)}
        />
      ),
    },
    { key: 'userName', header: text.volunteer },
    { key: 'userId', header: text.userId },
  ]

  if (!kind || !missionId || !timesInfoId || !adminId)
    return (
      <PageFrame title={title}>
        <Problem>{text.missingParams}</Problem>
      </PageFrame>
    )
  if (!batchExists)
    return (
      <PageFrame title={title} back={{ to: editor, label: text.back }}>
        <Problem>{text.noBatch}</Problem>
      </PageFrame>
    )

  const confirm = () => {
    const draft = store.load(pair)
    if (draft)
      store.save(pair, {
        ...draft,
        batches: addVolunteers(draft.batches, batchId, [...picked.values()]),
      })
    navigate(editor)
  }

  const filters = (
    <KeywordSearch label={text.keyword} submitLabel={text.search} onSearch={setKeyword} />
  )

  return (
    <Box>
      <ListPage<Volunteer>
        title={title}
        columns={columns}
        query={query}
        rowKey={(row) => row.userId}
        filters={filters}
      />
      <Flex gap="3" mt="3" align="center" wrap="wrap">
        <Button onClick={confirm} disabled={picked.size === 0}>
          {text.addToBatch}
        </Button>
        <Button variant="outline" onClick={() => navigate(editor)}>
          {text.back}
        </Button>
        <Text role="status" fontSize="sm" color="fg.muted">
          {fill(text.selected, { count: picked.size })}
        </Text>
      </Flex>
    </Box>
  )
}
