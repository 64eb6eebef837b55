import { personName } from './people'
import { AUDIT, audited, city, place, type ResourceDef, resource, timeOf } from './resource-def'
import { missionTitle, orgName } from './vocab'

/** Fields of a submitted make-up batch (the record of 实时/历史活动补录审核). */
export const MAKEUP_FIELDS = [
  'id',
  'missionId',
  'missionTitle',
  'timesInfoId',
  'batchCount',
  'recordCount',
  'serviceHours',
  'orgName',
  'submitter',
  'districtId',
  'districtName',
  'status',
  'createTime',
] as const

/** Seeded missions of the batches: outside the mission lists' ids (a batch names its mission). */
const FIRST_SEEDED_MISSION = 8800000000000000001n

const batches = (name: string, title: string, count: number): ResourceDef =>
  resource(
    name,
    title,
    count,
    MAKEUP_FIELDS,
    AUDIT,
    (r, i) => {
      const c = city(r)
      const createTime = timeOf(r, i, count, 60)
      const batchCount = r.int(1, 3)
      const recordCount = batchCount * r.int(1, 8)
      return {
        missionId: FIRST_SEEDED_MISSION + BigInt(r.int(0, 500)),
        missionTitle: missionTitle(r, c),
        timesInfoId: r.int(1, 3),
        batchCount,
        recordCount,
        serviceHours: recordCount * r.int(2, 4),
        orgName: orgName(r, c),
        submitter: personName(r),
        ...place(c),
        createTime,
        ...audited(r, createTime),
      }
    },
    { searchable: ['missionTitle', 'orgName'], audit: true },
  )

/** The make-up batches submitted from 实时活动补录 / 历史活动补录, reviewed on the audit pages. */
export const makeupResources: ResourceDef[] = [
  batches('mission_supp_audit_realtime', '实时活动补录审核', 48),
  batches('mission_supp_audit_his', '历史活动补录审核', 36),
]
