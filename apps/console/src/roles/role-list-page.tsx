import { Box, Button, chakra, Flex, Input, Table, Text } from '@chakra-ui/react'
import type { Role } from '@gdzyz/api-client'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Loading, PageFrame, Problem } from '../makeup/page-frame'
import type { PageProps } from '../sections/section-page'
import { ConfirmDeleteRole } from './confirm-delete-role'
import { errorMessage } from './error-message'
import { fill, useRoleText } from './messages'
import { RoleTitleDialog } from './role-title-dialog'
import { useRoleChanges, useRoleList } from './use-roles'

type Open = { kind: 'add' } | { kind: 'rename'; role: Role } | { kind: 'delete'; role: Role }

const matches = (role: Role, query: string) =>
  role.title.includes(query) || role.roleCode.toLowerCase().includes(query.toLowerCase())

/** 角色管理: the roles with create, rename, delete and their 权限分配 / 菜单分配. */
export function RoleListPage({ title }: PageProps) {
  const text = useRoleText()
  const searchId = useId()
  const roles = useRoleList()
  const changes = useRoleChanges()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState<Open>()
  const close = () => setOpen(undefined)
  const shown = (roles.data ?? []).filter((role) => matches(role, query.trim()))

  return (
    <PageFrame title={title}>
      <Flex gap="3" mb="4" wrap="wrap" align="end" justify="space-between">
        <Box minW="0" flex="1" maxW="sm">
          <chakra.label htmlFor={searchId} display="block" fontSize="sm" fontWeight="medium" mb="1">
            {text.search}
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            value={query}
            placeholder={text.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
        <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
          {text.add}
        </Button>
      </Flex>
      {roles.isPending ? <Loading /> : null}
      {roles.isError ? (
        <Problem>
          {fill(text.loadFailed, { msg: errorMessage(roles.error) })}{' '}
          <Button size="xs" variant="outline" onClick={() => roles.refetch()}>
            {text.retry}
          </Button>
        </Problem>
      ) : null}
      {roles.data ? (
        <>
          <Text role="status" fontSize="sm" color="gray.600" mb="2">
            {shown.length === 0
              ? roles.data.length === 0
                ? text.empty
                : text.noMatch
              : fill(text.count, { count: shown.length })}
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{text.roleTitle}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.roleCode}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{text.adminCount}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.createTime}</Table.ColumnHeader>
                  <Table.ColumnHeader>{text.actions}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((role) => (
                  <Table.Row key={role.id}>
                    <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                      {role.title}
                      {role.builtIn ? (
                        <chakra.span
                          ms="2"
                          px="1.5"
                          borderRadius="sm"
                          bg="gray.100"
                          color="gray.700"
                          fontSize="xs"
                          fontWeight="normal"
                        >
                          {text.builtIn}
                        </chakra.span>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {role.roleCode}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{role.adminCount}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{role.createTime}</Table.Cell>
                    <Table.Cell>
                      <RowActions role={role} text={text} onOpen={setOpen} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      ) : null}
      {open?.kind === 'add' ? (
        <RoleTitleDialog
          heading={text.addTitle}
          initial=""
          text={text}
          onClose={close}
          onSubmit={async (value) => {
            const role = await changes.create.mutateAsync(value)
            notifySuccess(fill(text.created, { title: role.title }))
          }}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <RoleTitleDialog
          heading={text.renameTitle}
          initial={open.role.title}
          text={text}
          onClose={close}
          onSubmit={async (value) => {
            const role = await changes.rename.mutateAsync({ id: open.role.id, title: value })
            notifySuccess(fill(text.renamed, { title: role.title }))
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDeleteRole
          title={open.role.title}
          text={text}
          onClose={close}
          onConfirm={async () => {
            await changes.remove.mutateAsync(open.role.id)
            notifySuccess(fill(text.removed, { title: open.role.title }))
          }}
        />
      ) : null}
    </PageFrame>
  )
}

interface RowActionsProps {
  role: Role
  text: ReturnType<typeof useRoleText>
  onOpen: (open: Open) => void
}

function RowActions({ role, text, onOpen }: RowActionsProps) {
  const query = `?id=${encodeURIComponent(role.id)}`
  return (
    <Flex gap="1" wrap="nowrap">
      <Button asChild size="xs" variant="ghost">
        <Link to={`/system/role_permission${query}`}>{text.permissions}</Link>
      </Button>
      <Button asChild size="xs" variant="ghost">
        <Link to={`/system/role_menu${query}`}>{text.menus}</Link>
      </Button>
      {role.builtIn ? null : (
        <>
          <Button size="xs" variant="ghost" onClick={() => onOpen({ kind: 'rename', role })}>
            {text.rename}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onOpen({ kind: 'delete', role })}
          >
            {text.remove}
          </Button>
        </>
      )}
    </Flex>
  )
}
