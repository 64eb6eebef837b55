import { useSearchParams } from 'react-router'
import { MissionFrame } from '../missions/page-parts'
import type { PageProps } from '../sections/section-page'
import { CorrectHoursForm } from './correct-hours-form'
import { FindAttendanceRecord } from './find-attendance-record'

const ID = /^[0-9]{1,20}$/

/** 时长纠正: find an attendance record, then set its hours with a reason. */
export function DurationCorrectPage({ title }: PageProps) {
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  return (
    <MissionFrame title={title}>
      {ID.test(id) ? <CorrectHoursForm id={id} /> : <FindAttendanceRecord />}
    </MissionFrame>
  )
}
