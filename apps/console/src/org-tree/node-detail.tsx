import { Box, chakra, Text } from '@chakra-ui/react'
import type { OrgTreeNode } from '@gdzyz/api-client'
import { fill } from '../roles/messages'
import type { OrgTreeText } from './messages'

/** The selected node beside the tree: what it is, how many organisations below, its record. */
export function NodeDetail({ node, text }: { node: OrgTreeNode | undefined; text: OrgTreeText }) {
  if (!node) return <Text color="gray.600">{text.pick}</Text>
  const fields: [string, string | number | undefined][] = [
    [text.kind, text[node.kind]],
    [text.code, node.code],
    [text.below, node.hasChildren ? fill(text.count, { count: node.count }) : undefined],
    [text.orgType, node.orgType],
    [text.creditCode, node.creditCode],
    [text.contactName, node.contactName],
    [text.mobile, node.mobile],
    [text.memberCount, node.memberCount],
    [text.address, node.address],
    [
      text.status,
      node.status === undefined ? undefined : node.status === 0 ? text.statusOn : text.statusOff,
    ],
    [text.createTime, node.createTime],
  ]
  return (
    <Box>
      <chakra.h2 fontSize="md" fontWeight="semibold" mb="3">
        {node.name}
      </chakra.h2>
      <chakra.dl
        display="grid"
        gridTemplateColumns="max-content 1fr"
        columnGap="4"
        rowGap="2"
        fontSize="sm"
      >
        {fields
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <Box key={label} display="contents">
              <chakra.dt color="gray.600">{label}</chakra.dt>
              <chakra.dd m="0" wordBreak="break-all">
                {value}
              </chakra.dd>
            </Box>
          ))}
      </chakra.dl>
    </Box>
  )
}
