import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react'
import type { OrgTreeNode, OrgTreeSearchResult } from '@gdzyz/api-client'
import { apiKeys, orgTreeChildrenQuery, orgTreeSearchQuery } from '@gdzyz/api-client/query'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useApi } from '../app/api-context'
import { PageFrame, Problem } from '../makeup/page-frame'
import { errorMessage } from '../roles/error-message'
import { fill } from '../roles/messages'
import type { PageProps } from '../sections/section-page'
import { useOrgTreeText } from './messages'
import { NodeDetail } from './node-detail'
import { OrgTree } from './org-tree'
import { searchExpansion, visibleRows } from './tree-model'

const MAX_KEYWORD = 30

/** 组织树: 广东省 → cities → districts → organisations and groups, children loaded on opening. */
export function OrgTreePage({ title }: PageProps) {
  const text = useOrgTreeText()
  const api = useApi()
  const queryClient = useQueryClient()
  const searchId = useId()
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['p:440000']))
  const [focusId, setFocusId] = useState<string>()
  const [selectedId, setSelectedId] = useState<string>()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<{ keyword: string; result: OrgTreeSearchResult }>()
  const [searchError, setSearchError] = useState<string>()
  const [searching, setSearching] = useState(false)

  const parents = ['', ...expanded]
  const answers = useQueries({ queries: parents.map((id) => orgTreeChildrenQuery(api, id)) })
  const byParent = new Map<string, OrgTreeNode[]>()
  parents.forEach((id, i) => {
    const data = answers[i]?.data
    if (data) byParent.set(id, data)
  })
  const failed = answers.find((a) => a.isError)
  const roots = byParent.get('') ?? []
  const rows = visibleRows(roots, (id) => byParent.get(id), expanded)
  const matches = useMemo(() => new Set(found?.result.matches.map((m) => m.id)), [found])
  const selected = rows.find((r) => r.node.id === selectedId)?.node

  const toggle = (id: string, open: boolean) =>
    setExpanded((old) => {
      const next = new Set(old)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })

  const search = async (event: FormEvent) => {
    event.preventDefault()
    const value = keyword.trim()
    if (!value) return
    if ([...value].length > MAX_KEYWORD) {
      setSearchError(text.keywordTooLong)
      return
    }
    setSearching(true)
    setSearchError(undefined)
    try {
      const result = await queryClient.fetchQuery(orgTreeSearchQuery(api, value))
      // One answer opens every path: its branches go into the children cache.
      for (const branch of result.branches) {
        queryClient.setQueryData(apiKeys.orgTreeChildren(branch.parentId), branch.children)
      }
      setExpanded((old) => new Set([...old, ...searchExpansion(result)]))
      setFound({ keyword: value, result })
      const first = result.matches[0]?.id
      if (first) {
        setFocusId(first)
        setSelectedId(first)
      }
    } catch (reason) {
      setSearchError(errorMessage(reason))
    } finally {
      setSearching(false)
    }
  }

  const summary = found
    ? found.result.total === 0
      ? fill(text.none, { keyword: found.keyword })
      : found.result.total > found.result.matches.length
        ? fill(text.foundFirst, { total: found.result.total, shown: found.result.matches.length })
        : fill(text.found, { total: found.result.total })
    : ''

  return (
    <PageFrame title={title}>
      <Flex as="form" role="search" onSubmit={search} gap="2" align="end" wrap="wrap" mb="2">
        <Box flex="1" minW="12rem" maxW="md">
          <chakra.label htmlFor={searchId} display="block" fontSize="sm" fontWeight="medium" mb="1">
            {text.search}
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            value={keyword}
            placeholder={text.searchPlaceholder}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={`${searchId}-status`}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Box>
        <Button type="submit" size="sm" loading={searching}>
          {text.searchButton}
        </Button>
      </Flex>
      <Text
        id={`${searchId}-status`}
        role="status"
        fontSize="sm"
        color={searchError ? 'red.600' : 'gray.600'}
        minH="5"
        mb="2"
      >
        {searchError ?? summary}
      </Text>
      {failed ? (
        <Problem>{fill(text.loadFailed, { msg: errorMessage(failed.error) })}</Problem>
      ) : null}
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
        <Box flex={{ lg: '0 0 26rem' }} borderWidth="1px" borderColor="gray.200" borderRadius="md">
          <OrgTree
            rows={rows}
            label={text.tree}
            text={text}
            focusId={focusId}
            selectedId={selectedId}
            matches={matches}
            onFocus={setFocusId}
            onToggle={toggle}
            onSelect={setSelectedId}
          />
        </Box>
        <Box
          as="section"
          aria-label={text.detail}
          flex="1"
          minW="0"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p="4"
        >
          <NodeDetail node={selected} text={text} />
        </Box>
      </Flex>
    </PageFrame>
  )
}
