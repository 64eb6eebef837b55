import { Box, Button, chakra, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react'
import { type AttendanceEntry, fieldErrorsOf, runAction } from '@gdzyz/api-client'
import { useState } from 'react'
import { useApi } from '../app/api-context'
import { fill } from '../lists/messages'
import { errorAria, FieldError } from '../makeup/field-error'
import type { AttendanceText } from './messages'
import {
  type AttendanceField,
  type AttendanceInput,
  attendanceBody,
  attendanceIssues,
  beijingStamp,
} from './time-rules'

interface AttendanceFormProps {
  missionId: string
  mission: { start: string; end: string }
  selected: readonly AttendanceEntry[]
  text: AttendanceText
  onSaved: () => Promise<void> | void
}

const EMPTY: AttendanceInput = { signInDate: '', signInTime: '', signOutDate: '', signOutTime: '' }

const FIELDS: readonly [AttendanceField, 'date' | 'time'][] = [
  ['signInDate', 'date'],
  ['signInTime', 'time'],
  ['signOutDate', 'date'],
  ['signOutTime', 'time'],
]

type Messages = Partial<Record<AttendanceField, string>>

/** The form's id prefix; its first field is `${FORM_ID}-signInDate`. */
export const FORM_ID = 'attendance-form'

/** Sign-in and sign-out of the selected participants, checked like the server before saving. */
export function AttendanceForm({
  missionId,
  mission,
  selected,
  text,
  onSaved,
}: AttendanceFormProps) {
  const api = useApi()
  const id = FORM_ID
  const [input, setInput] = useState<AttendanceInput>(EMPTY)
  const [messages, setMessages] = useState<Messages>({})
  const [busy, setBusy] = useState(false)
  const t = text.sheet
  const label: Record<AttendanceField, string> = {
    signInDate: t.signInDate,
    signInTime: t.signInClock,
    signOutDate: t.signOutDate,
    signOutTime: t.signOutClock,
  }

  const check = (): Messages => {
    const now = beijingStamp(Date.now())
    const found: Messages = {}
    const targets = selected.length ? selected : [undefined]
    for (const entry of targets)
      for (const issue of attendanceIssues(input, mission, now, entry)) {
        const words = text.rules[issue.code]
        found[issue.field] ??=
          issue.code === 'outsideMission' ? `${words}（${mission.start} 至 ${mission.end}）` : words
      }
    return found
  }

  const submit = async () => {
    if (busy) return
    if (!selected.length) return setMessages({ signInDate: t.chooseFirst })
    const found = check()
    setMessages(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await runAction(api, 'attendance_record', {
        missionId,
        ids: selected.map((e) => e.id),
        ...attendanceBody(input),
      })
      setInput(EMPTY)
      await onSaved()
    } catch (error) {
      const server: Messages = {}
      for (const { field, message } of fieldErrorsOf(error))
        if (field === 'signInTime' || field === 'signOutTime') server[field] = message
      setMessages(server)
    } finally {
      setBusy(false)
    }
  }

  return (
    <chakra.form
      noValidate
      mt="5"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="md"
      bg="gray.50"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <chakra.h2 id={`${id}-title`} fontSize="md" fontWeight="semibold" mb="1">
        {t.form}
      </chakra.h2>
      <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
        {selected.length ? fill(t.formFor, { count: selected.length }) : t.chooseFirst}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {FIELDS.map(([field, kind]) => {
          const errorId = `${id}-${field}-error`
          return (
            <Box key={field}>
              <chakra.label htmlFor={`${id}-${field}`} fontSize="sm" display="block" mb="1">
                {label[field]}
              </chakra.label>
              <Input
                id={`${id}-${field}`}
                size="sm"
                bg="white"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={kind === 'date' ? t.datePlaceholder : t.timePlaceholder}
                value={input[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setInput((current) => ({ ...current, [field]: value }))
                }}
                {...errorAria(errorId, messages[field])}
              />
              <FieldError id={errorId} message={messages[field]} />
            </Box>
          )
        })}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="3">
        {t.hint}
      </Text>
      <Flex gap="2" mt="3">
        <Button type="submit" size="sm" colorPalette="brand" loading={busy} loadingText={t.saving}>
          {t.save}
        </Button>
      </Flex>
    </chakra.form>
  )
}
