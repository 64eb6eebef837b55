import { getI18n } from 'react-i18next'
import { registerAttendanceMessages } from '../attendance/messages'
import { descriptors } from '../lists/descriptors/activity'
import { makeupPages } from '../makeup'
import { missionPages } from '../missions'
import type { SectionPages } from './section-page'

// The attendance list actions' labels (attendance.*) resolve in the app namespace.
const instance = getI18n()
if (instance) registerAttendanceMessages(instance)

/** Pages of /activity: the lists, the make-up attendance pages and the mission pages. */
export const pages: SectionPages = { ...descriptors, ...makeupPages, ...missionPages }
