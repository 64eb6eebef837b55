import type { PageComponent } from '../sections/section-page'
import { AttendancePage } from './attendance-page'
import { DurationCorrectPage } from './duration-correct-page'

/** The attendance pages of /activity that are components, by path segment. */
export const attendancePages: Readonly<Record<string, PageComponent>> = {
  mission_attr: AttendancePage,
  duration_correct: DurationCorrectPage,
}
