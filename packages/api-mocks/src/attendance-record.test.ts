import {
  fieldErrorsOf,
  getMissionAttendance,
  getResourceRecord,
  listResource,
  runAction,
} from '@gdzyz/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_STATE_KEY, type DemoState } from './demo-store'
import { failure, memoryStorage, signedInClient } from './test-client'

const firstMission = async (client: Awaited<ReturnType<typeof signedInClient>>) => {
  const page = await listResource(client, 'mission', {
    pageNum: 1,
    pageSize: 10,
    sortField: 'startDate',
    sortOrder: 'desc',
  })
  return String(page.list[0]?.id)
}

describe('demo 考勤 and 时长纠正', () => {
  it('a mission sheet lists its participants inside the mission time', async () => {
    const client = await signedInClient()
    const missionId = await firstMission(client)
    const sheet = await getMissionAttendance(client, missionId)
    const mission = await getResourceRecord(client, 'mission', missionId)
    expect(sheet).toMatchObject({
      missionId,
      title: mission.title,
      startTime: `${String(mission.startDate)} 00:00`,
      endTime: `${String(mission.endDate)} 23:59`,
    })
    expect(sheet.list).toHaveLength(4)
    for (const entry of sheet.list) {
      expect(entry.signInTime >= sheet.startTime).toBe(true)
      const record = await getResourceRecord(client, 'attendance', entry.id)
      expect(record.missionTitle).toBe(mission.title)
    }
    expect(await failure(getMissionAttendance(client, '1'))).toMatchObject({
      msg: '活动不存在或已删除',
    })
  })

  it('records sign-out for several participants: hours follow and 志愿者考勤 shows them', async () => {
    const client = await signedInClient()
    const missionId = await firstMission(client)
    const { list, startTime } = await getMissionAttendance(client, missionId)
    const day = startTime.slice(0, 10)
    const ids = list.map((e) => e.id)
    await runAction(client, 'attendance_record', {
      missionId,
      ids,
      signInTime: `${day} 08:00`,
      signOutTime: `${day} 12:30`,
    })
    const after = await getMissionAttendance(client, missionId)
    for (const entry of after.list)
      expect(entry).toMatchObject({
        signInTime: `${day} 08:00:00`,
        signOutTime: `${day} 12:30:00`,
        serviceHours: 4.5,
      })
    const row = await getResourceRecord(client, 'attendance', ids[0] as string)
    expect(row.serviceHours).toBe(4.5)
  })

  it('refuses bad times with field errors and changes nothing', async () => {
    const client = await signedInClient()
    const missionId = await firstMission(client)
    const { list, startTime } = await getMissionAttendance(client, missionId)
    const day = startTime.slice(0, 10)
    const id = list[0]?.id as string
    const refusal = (body: Record<string, unknown>) =>
      failure(runAction(client, 'attendance_record', { missionId, ids: [id], ...body }))
    expect(
      fieldErrorsOf(await refusal({ signInTime: `${day} 10:00`, signOutTime: `${day} 09:00` })),
    ).toEqual([{ field: 'signOutTime', message: '签退时间须晚于签到时间' }])
    expect(fieldErrorsOf(await refusal({ signInTime: '下午三点' }))).toEqual([
      { field: 'signInTime', message: '时间格式应为 年-月-日 时:分' },
    ])
    expect(fieldErrorsOf(await refusal({ signInTime: '2020-01-01 08:00' }))[0]?.message).toMatch(
      /^须在活动时间内/,
    )
    expect(await refusal({})).toMatchObject({ msg: '请填写签到时间或签退时间' })
    expect(
      await failure(
        runAction(client, 'attendance_record', {
          missionId,
          ids: ['1'],
          signInTime: `${day} 08:00`,
        }),
      ),
    ).toMatchObject({ msg: '所选志愿者不在该活动的考勤名单中' })

    expect((await getMissionAttendance(client, missionId)).list[0]).toEqual(list[0])
  })

  it('refuses a time in the future even inside the mission', async () => {
    const storage = memoryStorage()
    const client = await signedInClient(storage)
    const missionId = await firstMission(client)
    // The mission runs until 2099: written into the stored demo state, since through the API
    // only the mission operations (with their date checks) change a mission.
    const state = JSON.parse(storage.getItem(DEMO_STATE_KEY) ?? '{}') as DemoState
    state.records.mission = {
      ...state.records.mission,
      [missionId]: { ...state.records.mission?.[missionId], endDate: '2099-12-31' },
    }
    storage.setItem(DEMO_STATE_KEY, JSON.stringify(state))
    const { list } = await getMissionAttendance(client, missionId)
    const error = await failure(
      runAction(client, 'attendance_record', {
        missionId,
        ids: [list[0]?.id],
        signOutTime: '2099-06-01 10:00',
      }),
    )
    expect(fieldErrorsOf(error)).toEqual([{ field: 'signOutTime', message: '不能晚于当前时间' }])
  })

  it('时长纠正 sets the hours with the reason; bad hours and a missing reason are refused', async () => {
    const client = await signedInClient()
    const page = await listResource(client, 'attendance', { pageNum: 1, pageSize: 10 })
    const row = page.list.find((r) => r.signInTime)
    const id = String(row?.id)
    const refusal = (body: Record<string, unknown>) =>
      failure(runAction(client, 'duration_correct', { id, ...body }))
    expect(fieldErrorsOf(await refusal({ serviceHours: '3' }))).toEqual([
      { field: 'reason', message: '此项为必填项' },
    ])
    for (const serviceHours of ['0', '25', '1.25', '-2', 'abc'])
      expect(fieldErrorsOf(await refusal({ serviceHours, reason: '漏签退' }))[0]?.field).toBe(
        'serviceHours',
      )
    await runAction(client, 'duration_correct', { id, serviceHours: '6.5', reason: '漏签退' })
    expect(await getResourceRecord(client, 'attendance', id)).toMatchObject({
      serviceHours: 6.5,
      remark: '时长纠正：漏签退',
    })
  })
})
