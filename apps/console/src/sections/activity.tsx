import { getI18n } from 'react-i18next'
import { attendancePages } from '../attendance'
import { registerAttendanceMessages } from '../attendance/messages'
import { descriptors } from '../lists/descriptors/activity'
import { makeupAuditDescriptors } from '../lists/descriptors/makeup-audit'
import { makeupPages } from '../makeup'
import { missionPages } from '../missions'
import { registerMissionAppMessages } from '../missions/app-messages'
import type { SectionPages } from './section-page'

// The list actions' labels (attendance.*, missions.*) and the summary form's resolve in the app
// namespace.
const instance = getI18n()
if (instance) {
  registerAttendanceMessages(instance)
  registerMissionAppMessages(instance)
}

/** Pages of /activity: the lists, the make-up audits, the make-up attendance, mission and attendance pages. */
export const pages: SectionPages = {
  ...descriptors,
  ...makeupAuditDescriptors,
  ...makeupPages,
  ...missionPages,
  ...attendancePages,
}
