import { Box, Button, chakra, Flex, Input, NativeSelect, Text } from '@chakra-ui/react'
import type { GrantKind, Role, RoleGrants } from '@gdzyz/api-client'
import { catalogueCodes } from '@gdzyz/auth'
import { notifySuccess, useLocale } from '@gdzyz/ui-shell'
import { useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { confirmLeave } from '../app/leave-guard'
import { useUnsavedGuard } from '../forms/use-unsaved-guard'
import { Loading, PageFrame, Problem } from '../makeup/page-frame'
import type { PageProps } from '../sections/section-page'
import { grantCatalogue } from './catalogue'
import { filterCatalogue, sameCodes, setAll } from './check-state'
import { CheckTree } from './check-tree'
import { errorMessage } from './error-message'
import { fill, type RoleText, useRoleText } from './messages'
import { useRoleGrants, useRoleList, useSaveGrants } from './use-roles'

const ROLE_ID = /^[0-9]{1,20}$/

interface EditorProps {
  kind: GrantKind
  role: Role
  grants: RoleGrants
  text: RoleText
}

function GrantEditor({ kind, role, grants, text }: EditorProps) {
  const locale = useLocale()
  const searchId = useId()
  const catalogue = useMemo(() => grantCatalogue(kind), [kind])
  const full = useMemo(() => new Map(catalogue.map((s) => [s.path, s])), [catalogue])
  const allCodes = useMemo(() => catalogueCodes(catalogue), [catalogue])
  const saved = useMemo(
    () => new Set(kind === 'permission' ? grants.permissionCodes : grants.menuCodes),
    [kind, grants],
  )
  const [selected, setSelected] = useState<Set<string>>(() => new Set(saved))
  const [query, setQuery] = useState('')
  const save = useSaveGrants(kind)
  const shown = filterCatalogue(catalogue, query, locale)
  const dirty = !sameCodes(selected, saved)
  const guard = useUnsavedGuard(dirty)
  const held = allCodes.filter((code) => selected.has(code)).length
  const readOnly = role.builtIn

  const submit = async () => {
    try {
      const answer = await save.mutateAsync({ id: role.id, codes: [...selected] })
      setSelected(new Set(kind === 'permission' ? answer.permissionCodes : answer.menuCodes))
      notifySuccess(text.saved)
    } catch {
      // The client has shown the server's message; what was ticked stays for another try.
    }
  }

  return (
    <>
      {guard.prompt}
      <Text fontSize="sm" color="gray.600" mb="3">
        {kind === 'permission' ? text.permissionHint : text.menuHint}
      </Text>
      <Flex gap="3" align="end" wrap="wrap" mb="2">
        <Box flex="1" minW="12rem" maxW="sm">
          <chakra.label htmlFor={searchId} display="block" fontSize="sm" fontWeight="medium" mb="1">
            {text.searchCodes}
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            value={query}
            placeholder={text.searchCodesPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={readOnly}
            onClick={() => setSelected(setAll(shown, catalogue, selected, true))}
          >
            {text.selectAll}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={readOnly}
            onClick={() => setSelected(setAll(shown, catalogue, selected, false))}
          >
            {text.clearAll}
          </Button>
          {readOnly ? null : (
            <Button size="sm" disabled={!dirty} loading={save.isPending} onClick={submit}>
              {text.save}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap="3" fontSize="sm" mb="2" role="status" wrap="wrap">
        <Text color="gray.600">
          {fill(text.selectedCount, { count: held, total: allCodes.length })}
        </Text>
        {dirty ? <Text color="orange.700">{text.dirty}</Text> : null}
      </Flex>
      {shown.length === 0 ? (
        <Text py="6" textAlign="center" color="gray.600">
          {text.noCodeMatch}
        </Text>
      ) : (
        <CheckTree
          shown={shown}
          full={full}
          selected={selected}
          locale={locale}
          disabled={readOnly}
          label={kind === 'permission' ? text.permissions : text.menus}
          onChange={setSelected}
        />
      )}
    </>
  )
}

function RolePicker({ roles, id, text }: { roles: readonly Role[]; id: string; text: RoleText }) {
  const [, setParams] = useSearchParams()
  const pickerId = useId()
  return (
    <Box mb="4" maxW="sm">
      <chakra.label htmlFor={pickerId} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {text.chooseRole}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={pickerId}
          value={id}
          onChange={async (event) => {
            const next = event.target.value
            // Another role replaces the editor: unsaved ticks ask first, as leaving the page does.
            if (await confirmLeave()) setParams(next ? { id: next } : {})
          }}
        >
          {id === '' ? <option value="">{text.chooseRoleHint}</option> : null}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.title}（{role.roleCode}）
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  )
}

/** 权限分配 / 角色菜单分配 for the role of `?id=` (a picker chooses another). */
function GrantPage({ kind, title }: PageProps & { kind: GrantKind }) {
  const text = useRoleText()
  const [params] = useSearchParams()
  const raw = params.get('id') ?? ''
  const id = ROLE_ID.test(raw) ? raw : ''
  const roles = useRoleList()
  const grants = useRoleGrants(id)
  const role = roles.data?.find((r) => r.id === id)
  return (
    <PageFrame
      title={role ? `${title} · ${role.title}` : title}
      back={{ to: '/system/role', label: text.backToRoles }}
    >
      {roles.isPending ? <Loading /> : null}
      {roles.isError ? (
        <Problem>{fill(text.loadFailed, { msg: errorMessage(roles.error) })}</Problem>
      ) : null}
      {roles.data ? <RolePicker roles={roles.data} id={role ? id : ''} text={text} /> : null}
      {roles.data && id !== '' && !role ? <Problem>{text.roleMissing}</Problem> : null}
      {role && grants.isPending ? <Loading /> : null}
      {role && grants.isError ? <Problem>{errorMessage(grants.error)}</Problem> : null}
      {role && grants.data ? (
        <GrantEditor
          key={`${kind}-${role.id}`}
          kind={kind}
          role={role}
          grants={grants.data}
          text={text}
        />
      ) : null}
    </PageFrame>
  )
}

export const PermissionGrantPage = (props: PageProps) => <GrantPage {...props} kind="permission" />
export const MenuGrantPage = (props: PageProps) => <GrantPage {...props} kind="menu" />
