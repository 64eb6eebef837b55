import { describe, expect, it } from 'vitest'
import { missionMessages } from './messages'
import {
  emptyPost,
  emptySession,
  type MissionBasics,
  type MissionDetails,
  publishBody,
} from './mission-form'
import { basicsErrors, beijingToday, detailErrorCount, detailErrors, isDate } from './mission-rules'

const text = missionMessages['zh-CN']
const ctx = { text: text.rules, labels: text.fields, locale: 'zh-CN' as const, today: '2026-03-01' }

const good: MissionBasics = {
  title: '社区长者关爱探访',
  missionType: '关爱帮扶',
  districtId: '440100',
  address: '广州市越秀区北京街道文德路 12 号',
  startDate: '2026-03-02',
  endDate: '2026-03-10',
  startTime: '08:30',
  endTime: '12:00',
  recruitCount: '30',
  contactName: '陈晓明',
  mobile: '13800138000',
  email: '',
  description: '探访辖区独居长者，协助整理家居、陪伴聊天。',
}

const post = (name: string, count: string) => ({ ...emptyPost(), name, count })
const session = (date: string, startTime: string, endTime: string) => ({
  ...emptySession(),
  date,
  startTime,
  endTime,
})

describe('step 1 rules', () => {
  it('passes a complete mission', () => {
    expect(basicsErrors(good, ctx)).toEqual({})
  })

  it('names each empty required field with the spec wording', () => {
    const blank = Object.fromEntries(
      Object.keys(good).map((k) => [k, '']),
    ) as unknown as MissionBasics
    expect(basicsErrors(blank, ctx)).toEqual({
      title: '请输入活动名称',
      missionType: '请选择服务类别',
      districtId: '请选择活动区域',
      address: '请输入活动地址',
      startDate: '请输入开始日期',
      endDate: '请输入结束日期',
      startTime: '请输入每日开始时间',
      endTime: '请输入每日结束时间',
      recruitCount: '请输入招募人数',
      contactName: '请输入姓名',
      mobile: '请输入手机号码',
      description: '请输入活动简介',
    })
  })

  it('uses the platform rules for the contact: mobile, name and e-mail', () => {
    const errors = basicsErrors(
      { ...good, mobile: '12800138000', contactName: 'Tom', email: 'a@b' },
      ctx,
    )
    expect(errors.mobile).toBe('手机号码有误，请重填')
    expect(errors.contactName).toBe('请输入正确的姓名')
    expect(errors.email).toBe('邮箱格式不正确')
    expect(
      basicsErrors({ ...good, mobile: '12800138000' }, { ...ctx, locale: 'zh-TW' }).mobile,
    ).toBe('手機號碼有誤，請重填')
  })

  it('refuses impossible dates, ranges and times', () => {
    expect(basicsErrors({ ...good, startDate: '2026-02-30' }, ctx).startDate).toBe(
      '日期格式应为 年-月-日',
    )
    expect(basicsErrors({ ...good, startDate: '2026-02-28' }, ctx).startDate).toBe(
      '开始日期不能早于今天',
    )
    expect(basicsErrors({ ...good, endDate: '2026-03-01' }, ctx).endDate).toBe(
      '结束日期不能早于开始日期',
    )
    expect(basicsErrors({ ...good, endTime: '08:30' }, ctx).endTime).toBe(
      '结束时间必须晚于开始时间',
    )
    expect(basicsErrors({ ...good, startTime: '24:00' }, ctx).startTime).toBe('时间格式应为 时:分')
  })

  it('refuses hostile and out-of-range values', () => {
    const errors = basicsErrors(
      {
        ...good,
        missionType: '<script>',
        districtId: '110000',
        recruitCount: '1e3',
        title: '活'.repeat(51),
      },
      ctx,
    )
    expect(errors).toMatchObject({
      missionType: '请选择服务类别',
      districtId: '请选择活动区域',
      recruitCount: '招募人数应为 1 到 10000 的整数',
      title: '不能超过 50 个字',
    })
    expect(basicsErrors({ ...good, recruitCount: '0' }, ctx).recruitCount).toBeDefined()
    expect(basicsErrors({ ...good, recruitCount: '10001' }, ctx).recruitCount).toBeDefined()
  })
})

describe('date modes', () => {
  const past = { ...good, startDate: '2026-02-10', endDate: '2026-02-20' }

  it('history: past dates pass, an end after today is refused, today is allowed', () => {
    const history = { ...ctx, dates: { mode: 'history' } as const }
    expect(basicsErrors(past, history)).toEqual({})
    expect(basicsErrors({ ...past, endDate: '2026-03-01' }, history)).toEqual({})
    expect(basicsErrors({ ...past, endDate: '2026-03-02' }, history)).toEqual({
      endDate: '历史活动的结束日期不能晚于今天',
    })
    expect(basicsErrors(past, ctx)).toEqual({ startDate: '开始日期不能早于今天' })
  })

  it('modify: a past start left as it was passes, one moved into the past does not', () => {
    const modify = { ...ctx, dates: { mode: 'modify', originalStart: '2026-02-10' } as const }
    expect(basicsErrors(past, modify)).toEqual({})
    expect(basicsErrors({ ...past, startDate: '2026-02-11' }, modify)).toEqual({
      startDate: '开始日期不能早于今天',
    })
    expect(
      basicsErrors({ ...past, startDate: '2026-03-05', endDate: '2026-03-06' }, modify),
    ).toEqual({})
  })
})

describe('step 2 rules', () => {
  const details = (over: Partial<MissionDetails> = {}): MissionDetails => ({
    posts: [post('探访员', '20'), post('记录员', '10')],
    sessions: [session('2026-03-02', '08:30', '12:00')],
    requirements: '',
    ...over,
  })
  const check = (d: MissionDetails) =>
    detailErrors(d, good, { text: text.rules, postLabel: '岗位名称' })

  it('passes posts within the recruit count and sessions within the dates', () => {
    expect(detailErrorCount(check(details()))).toBe(0)
  })

  it('keeps post totals within the recruit count', () => {
    const errors = check(details({ posts: [post('探访员', '25'), post('记录员', '10')] }))
    expect(errors.postsList).toBe('岗位人数合计不能超过招募人数（30 人）')
  })

  it('names the bad field of each post and session', () => {
    const bad = post('', '0')
    const late = session('2026-03-11', '09:00', '08:00')
    const errors = check(details({ posts: [bad], sessions: [late] }))
    expect(errors.posts[bad.key]).toEqual({ name: '请输入岗位名称', count: '岗位人数应为正整数' })
    expect(errors.sessions[late.key]).toEqual({
      date: '日期必须在活动日期（2026-03-02 至 2026-03-10）之内',
      endTime: '结束时间必须晚于开始时间',
    })
    expect(detailErrorCount(errors)).toBe(4)
  })

  it('needs at least one post and one session, and no duplicate session', () => {
    const twice = [session('2026-03-02', '08:30', '12:00'), session('2026-03-02', '08:30', '11:00')]
    const errors = check(details({ posts: [], sessions: twice }))
    expect(errors.postsList).toBe('请至少添加一个岗位')
    expect(errors.sessions[twice[1]?.key ?? '']?.startTime).toBe('该时段已存在')
    expect(check(details({ sessions: [] })).sessionsList).toBe('请至少添加一个服务时段')
  })
})

describe('publishBody', () => {
  it('sends numbers as numbers, trimmed text, and leaves out an empty e-mail', () => {
    const body = publishBody({
      basics: { ...good, title: '  社区长者关爱探访 ' },
      details: {
        posts: [post(' 探访员 ', '20')],
        sessions: [session('2026-03-02', '08:30', '12:00')],
        requirements: ' 年满 18 周岁 ',
      },
    })
    expect(body).toMatchObject({
      title: '社区长者关爱探访',
      recruitCount: 30,
      requirements: '年满 18 周岁',
      posts: [{ name: '探访员', count: 20, requirement: '' }],
      sessions: [{ date: '2026-03-02', startTime: '08:30', endTime: '12:00' }],
    })
    expect(body).not.toHaveProperty('email')
    expect(body.posts).not.toContainEqual(expect.objectContaining({ key: expect.anything() }))
  })
})

describe('dates', () => {
  it('knows real calendar days and Beijing today', () => {
    expect(isDate('2028-02-29')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(beijingToday(Date.UTC(2026, 2, 1, 17, 0))).toBe('2026-03-02')
  })
})
