import { Button, chakra, Input, Stack, Text } from '@chakra-ui/react'
import { createResource, fieldErrorsOf } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useApi } from '../app/api-context'
import { descriptors } from '../lists/descriptors/website'
import { ListScreen } from '../lists/list-screen'
import type { PageProps } from '../sections/section-page'
import { useContentText } from './messages'
import { websiteActions } from './website-actions'

const RESOURCE = 'activity_label'
const MAX = 10
const LIST = descriptors.activity_label
  ? { ...descriptors.activity_label, actions: websiteActions.activity_label }
  : undefined

/** 添加标签: a new label's name, checked as the server checks it (required, 10 characters, unique). */
function AddLabel() {
  const text = useContentText()
  const api = useApi()
  const queryClient = useQueryClient()
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const title = name.trim()
    if (!title) return setError(text.labelRequired)
    if ([...title].length > MAX) return setError(text.labelTooLong)
    setBusy(true)
    try {
      await createResource(api, RESOURCE, { title })
      setName('')
      setError('')
      notifySuccess(text.labelAdded)
      await queryClient.invalidateQueries({ queryKey: apiKeys.resource(RESOURCE) })
    } catch (failure) {
      // The name stays as typed; the server's reason shows beside it.
      setError(fieldErrorsOf(failure).find((e) => e.field === 'title')?.message ?? '')
    } finally {
      setBusy(false)
    }
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
    >
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {text.labelName}
      </chakra.label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" maxW="lg">
        <Input
          id={id}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setError('')
          }}
        />
        <Button type="submit" loading={busy} flexShrink={0}>
          {text.addLabel}
        </Button>
      </Stack>
      {error ? (
        <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.form>
  )
}

/** 活动标签管理: add a label above the list; rename and delete from each row. */
export function ActivityLabelPage({ title }: PageProps) {
  if (!LIST) return null
  return (
    <>
      <AddLabel />
      <ListScreen descriptor={LIST} title={title} />
    </>
  )
}
