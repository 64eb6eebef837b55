import { Box, Button, chakra, Flex, Input, Textarea } from '@chakra-ui/react'
import { fieldErrorsOf, getResourceRecord, type ListRow, runAction } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useApi } from '../app/api-context'
import { errorAria, FieldError } from '../makeup/field-error'
import { LoadFailed, MissionLoading } from '../missions/page-parts'
import { type AttendanceText, useAttendanceText } from './messages'

const HOURS = /^\d{1,2}(\.\d)?$/
const PAGE = '/activity/duration_correct'

/** The message for typed hours, or undefined when they are 0.1-24 with at most one decimal. */
const hoursProblem = (value: string, text: AttendanceText['correct']) => {
  const v = value.trim()
  if (!v) return text.hoursRequired
  const n = Number(v)
  return HOURS.test(v) && n > 0 && n <= 24 ? undefined : text.hoursBad
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="2" fontSize="sm" py="0.5">
      <chakra.dt color="fg.muted" flexShrink={0} minW="7rem">
        {label}
      </chakra.dt>
      <chakra.dd>{value || '—'}</chakra.dd>
    </Flex>
  )
}

/** 时长纠正 of one record: its facts, then the new hours and the reason. */
export function CorrectHoursForm({ id }: { id: string }) {
  const text = useAttendanceText().correct
  const api = useApi()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [hours, setHours] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ serviceHours?: string; reason?: string }>({})
  const [busy, setBusy] = useState(false)
  const record = useQuery({
    queryKey: apiKeys.resourceRecord('attendance', id),
    queryFn: () => getResourceRecord(api, 'attendance', id),
  })
  if (record.isPending) return <MissionLoading />
  if (record.isError)
    return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />
  const row: ListRow = record.data
  const name = String(row.name ?? '')

  const submit = async () => {
    if (busy) return
    const found = {
      serviceHours: hoursProblem(hours, text),
      reason: !reason.trim()
        ? text.reasonRequired
        : [...reason.trim()].length > 200
          ? text.reasonLong
          : undefined,
    }
    setErrors(found)
    if (found.serviceHours || found.reason) return
    setBusy(true)
    try {
      await runAction(api, 'duration_correct', {
        id,
        serviceHours: hours.trim(),
        reason: reason.trim(),
      })
      await queryClient.invalidateQueries({ queryKey: apiKeys.resource('attendance') })
      notifySuccess(text.saved)
      await navigate(`/activity/attendance_volunteer?${new URLSearchParams({ keyword: name })}`)
    } catch (error) {
      const server: { serviceHours?: string; reason?: string } = {}
      for (const e of fieldErrorsOf(error))
        if (e.field === 'serviceHours' || e.field === 'reason') server[e.field] = e.message
      setErrors(server)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box>
      <chakra.dl mb="4" aria-label={text.record}>
        <Fact label={text.volunteer} value={name} />
        <Fact label={text.mission} value={String(row.missionTitle ?? '')} />
        <Fact label={text.signIn} value={String(row.signInTime ?? '').slice(0, 16)} />
        <Fact label={text.signOut} value={String(row.signOutTime ?? '').slice(0, 16)} />
        <Fact label={text.current} value={String(row.serviceHours ?? '')} />
      </chakra.dl>
      <chakra.form
        noValidate
        maxW="lg"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <chakra.label htmlFor="correct-hours" display="block" fontSize="sm" mb="1">
          {text.hours}
          <chakra.span color="red.600" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        </chakra.label>
        <Input
          id="correct-hours"
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          maxW="12rem"
          placeholder={text.hoursHint}
          value={hours}
          aria-required="true"
          onChange={(event) => setHours(event.currentTarget.value)}
          {...errorAria('correct-hours-error', errors.serviceHours)}
        />
        <FieldError id="correct-hours-error" message={errors.serviceHours} />
        <chakra.label htmlFor="correct-reason" display="block" fontSize="sm" mt="3" mb="1">
          {text.reason}
          <chakra.span color="red.600" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        </chakra.label>
        <Textarea
          id="correct-reason"
          size="sm"
          rows={3}
          value={reason}
          aria-required="true"
          onChange={(event) => setReason(event.currentTarget.value)}
          {...errorAria('correct-reason-error', errors.reason)}
        />
        <FieldError id="correct-reason-error" message={errors.reason} />
        <Flex gap="2" mt="4" wrap="wrap">
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={busy}
            loadingText={text.saving}
          >
            {text.save}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={PAGE}>{text.another}</Link>
          </Button>
        </Flex>
      </chakra.form>
    </Box>
  )
}
