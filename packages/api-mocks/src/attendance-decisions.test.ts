import {
  decideRecord,
  getAuditStatic,
  getResourceRecord,
  listResource,
  runAction,
} from '@gdzyz/api-client'
import { describe, expect, it } from 'vitest'
import { failure, signedInClient } from './test-client'

const idsWith = async (
  client: Awaited<ReturnType<typeof signedInClient>>,
  resource: string,
  status: number,
  count: number,
) => {
  const page = await listResource(client, resource, { pageNum: 1, pageSize: 50, status })
  const ids = page.list.slice(0, count).map((row) => String(row.id))
  expect(ids).toHaveLength(count)
  return ids
}

describe('demo 邀请录用 and 自行签到签退确认 decisions', () => {
  it('录用 one pending row; a second 录用 or 不录用 of it is refused by name and changes nothing', async () => {
    const client = await signedInClient()
    const [id = ''] = await idsWith(client, 'mission_participant', 0, 1)
    await runAction(client, 'participant_hire', { id })
    const record = await getResourceRecord(client, 'mission_participant', id)
    expect(record.status).toBe(1)
    const again = await failure(runAction(client, 'participant_not_hire', { id }))
    expect(again).toMatchObject({ msg: `${String(record.name)}的记录已录用，不能重复操作` })
    expect((await getResourceRecord(client, 'mission_participant', id)).status).toBe(1)
  })

  it('不录用 a selection all or none: one decided row refuses the whole batch', async () => {
    const client = await signedInClient()
    const pending = await idsWith(client, 'mission_participant', 0, 3)
    const [decided = ''] = await idsWith(client, 'mission_participant', 1, 1)
    const refused = await failure(
      runAction(client, 'participant_not_hire', { ids: [...pending, decided] }),
    )
    expect(refused).toMatchObject({ msg: expect.stringContaining('已录用，不能重复操作') })
    for (const id of pending)
      expect((await getResourceRecord(client, 'mission_participant', id)).status).toBe(0)
    await expect(runAction(client, 'participant_not_hire', { ids: pending })).resolves.toEqual({
      decided: 3,
    })
    for (const id of pending)
      expect((await getResourceRecord(client, 'mission_participant', id)).status).toBe(2)
  })

  it('确认 self-recorded attendance, once; bad or unknown ids and empty bodies are refused', async () => {
    const client = await signedInClient()
    const [id = ''] = await idsWith(client, 'mission_auto_attend_list', 0, 1)
    await runAction(client, 'auto_attend_confirm', { ids: [id] })
    expect((await getResourceRecord(client, 'mission_auto_attend_list', id)).status).toBe(1)
    expect(await failure(runAction(client, 'auto_attend_confirm', { id }))).toMatchObject({
      msg: expect.stringContaining('已确认，不能重复操作'),
    })
    expect(await failure(runAction(client, 'auto_attend_confirm', {}))).toMatchObject({
      msg: '请选择要处理的记录',
    })
    expect(await failure(runAction(client, 'auto_attend_confirm', { id: '1' }))).toMatchObject({
      msg: '记录不存在或已删除',
    })
    expect(
      await failure(runAction(client, 'auto_attend_confirm', { ids: ['1; drop'] })),
    ).toMatchObject({ msg: '格式不正确' })
  })

  it('are no audits: 通过/驳回 decisions are refused and the audit counters ignore them', async () => {
    const client = await signedInClient()
    const before = await getAuditStatic(client)
    const ids = await idsWith(client, 'mission_participant', 0, 2)
    await runAction(client, 'participant_hire', { ids })
    expect(await getAuditStatic(client)).toEqual(before)
    for (const resource of ['mission_participant', 'mission_auto_attend_list']) {
      const [id = ''] = await idsWith(client, resource, 0, 1)
      const audit = decideRecord(client, resource, id, {
        decision: 'approve',
        idempotencyKey: 'k-12345678',
      })
      expect(await failure(audit)).toMatchObject({ msg: '该列表不支持审核' })
    }
  })
})
