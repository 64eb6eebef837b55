import type { ListDescriptor } from '../descriptor'
import {
  district,
  id,
  missionTitle,
  newestFirst,
  number,
  organization,
  serviceHours,
  standardFilters,
  status,
  text,
  time,
} from './fields'

/** 实时/历史活动补录审核: the submitted make-up batches, decided like every audit record. */
const makeupAudit = (resource: string): ListDescriptor => ({
  resource,
  titleField: 'missionTitle',
  keyword: 'mission',
  status: 'audit',
  audit: true,
  columns: [
    id,
    missionTitle,
    text('timesInfoId'),
    number('batchCount'),
    number('recordCount'),
    serviceHours,
    organization,
    status,
    time('submitTime'),
  ],
  filters: standardFilters('submitTime'),
  defaultSort: newestFirst,
  detail: [
    id,
    missionTitle,
    text('missionId'),
    text('timesInfoId'),
    number('batchCount'),
    number('recordCount'),
    serviceHours,
    organization,
    text('submitter'),
    district,
    status,
    time('submitTime'),
  ],
})

/** The make-up audit pages of /activity. */
export const makeupAuditDescriptors: Readonly<Record<string, ListDescriptor>> = {
  mission_supp_audit_realtime: makeupAudit('mission_supp_audit_realtime'),
  mission_supp_audit_his: makeupAudit('mission_supp_audit_his'),
}
