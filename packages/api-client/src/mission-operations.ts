import type { components } from './generated/schema'
import type { ApiClient, ListRow } from './types'
import { unwrap } from './unwrap'

/** A mission's sign-in token: its QR code opens the H5 sign-in page with it. */
export interface MissionSignInCode {
  missionId: string
  title: string
  token: string
  /** yyyy-mm-dd HH:mm:ss */
  refreshedAt: string
}

const MISSION_ID = /^[0-9]{1,20}$/

const checkedId = (missionId: string): string => {
  if (!MISSION_ID.test(missionId)) throw new TypeError('missionId must be 1-20 digits')
  return missionId
}

const codeOf = (data: {
  missionId: number | string
  title: string
  token: string
  refreshedAt: string
}): MissionSignInCode => ({
  missionId: String(data.missionId),
  title: data.title,
  token: data.token,
  refreshedAt: data.refreshedAt,
})

/** The current sign-in token of a mission (assumed). */
export const getMissionSignInCode = async (
  client: ApiClient,
  missionId: string,
): Promise<MissionSignInCode> =>
  codeOf(
    unwrap(
      await client.GET('/v2/api/gdzyz/manage/pc/mission/signInCode', {
        params: { query: { missionId: checkedId(missionId) } },
      }),
    ).data,
  )

/** Issues a new sign-in token; codes made with the old one stop working (assumed). */
export const refreshMissionSignInCode = async (
  client: ApiClient,
  missionId: string,
): Promise<MissionSignInCode> =>
  codeOf(
    unwrap(
      await client.POST('/v2/api/gdzyz/manage/pc/mission/signInCode/refresh', {
        body: { missionId: checkedId(missionId) },
      }),
    ).data,
  )

export type MissionPublishBody = components['schemas']['MissionPublishBody']

/**
 * 活动发布: creates a mission with its posts and sessions (assumed). A refusal rejects with an
 * ApiError whose body may carry `data.fieldErrors` (posts.<i>.<field>, sessions.<i>.<field>).
 */
export const publishMission = async (
  client: ApiClient,
  body: MissionPublishBody,
): Promise<ListRow> =>
  unwrap(await client.POST('/v2/api/gdzyz/manage/pc/mission/publish', { body })).data as ListRow

/**
 * 历史活动发布: records a mission that already took place (assumed). Same body and refusals as
 * publishMission; the dates lie in the past.
 */
export const publishHistoryMission = async (
  client: ApiClient,
  body: MissionPublishBody,
): Promise<ListRow> =>
  unwrap(await client.POST('/v2/api/gdzyz/manage/pc/mission/publishHistory', { body }))
    .data as ListRow

/** 活动修改: replaces a mission's fields, posts and sessions (assumed); refusals as publishMission. */
export const modifyMission = async (
  client: ApiClient,
  missionId: string,
  body: MissionPublishBody,
): Promise<ListRow> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/mission/modify', {
      body: { ...body, missionId: checkedId(missionId) },
    }),
  ).data as ListRow
