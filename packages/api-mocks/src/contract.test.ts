import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createHandlers } from './create-handlers'
import { resourceNamed } from './data/registry'
import { demoRecord } from './data/table'
import { DEMO_PASSWORD } from './demo-accounts'
import { menuIdOf } from './menus'
import { createMockBackend } from './mock-backend'

const require = createRequire(import.meta.url)
const doc = parse(readFileSync(require.resolve('@gdzyz/api-client/openapi/gdzyz.yaml'), 'utf8'))
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(doc, 'gdzyz')

const ORIGIN = 'https://mock.test'
const REGIST_AUDIT_BASE = resourceNamed('regist_audit')?.base ?? 0n
const PENDING = Array.from({ length: 50 }, (_, i) => i).filter(
  (i) => demoRecord('regist_audit', i)?.status === 0,
)
const pendingId = (k: number) => String(REGIST_AUDIT_BASE + BigInt(PENDING[k] ?? 0))
const REGIST_AUDIT_FIRST = String((resourceNamed('regist_audit')?.base ?? 0n) + 3n)
const MISSION_FIRST = String(resourceNamed('mission')?.base ?? 0n)
/** Id of seeded role ROLE_00n. */
const ROLE_ID = (n: number) => String(1234567890123470000n + BigInt(n))
const handlers = createHandlers(createMockBackend())
let token = ''

const call = async (method: string, path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}${path}`, { ...init, method, headers }),
  )
  if (!response) throw new Error(`no handler for ${method} ${path}`)
  return { status: response.status, text: await response.text() }
}

const responseSchemaRef = (path: string, method: string) => {
  const response = doc.paths[path][method].responses['200']
  const resolved = response.$ref
    ? doc.components.responses[response.$ref.split('/').pop()]
    : response
  return resolved.content['application/json'].schema.$ref as string
}

const validate = (ref: string, text: string) => {
  const check = ajv.getSchema(`gdzyz${ref}`)
  if (!check) throw new Error(`no schema ${ref}`)
  const valid = check(JSON.parse(text))
  expect(check.errors ?? [], text).toEqual([])
  expect(valid).toBe(true)
}

const form = new URLSearchParams({
  userName: 'gd_super',
  loginType: '2',
  password: SparkMD5.hash(DEMO_PASSWORD),
  sessionId: 's',
  sig: 'g',
  verifyToken: 't',
}).toString()

function uploadForm(): FormData {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(16)], { type: 'image/png' }), 'a.png')
  return body
}

/** One concrete request per operation of the OpenAPI document. */
const REQUESTS: Record<string, [string, RequestInit?]> = {
  '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu': [
    '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu',
  ],
  '/v2/api/gdzyz/manage/pc/common/menutree/permissionList': [
    '/v2/api/gdzyz/manage/pc/common/menutree/permissionList',
  ],
  '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo': [
    '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo',
  ],
  '/v2/api/gdzyz/manage/pc/usersAdmin/editMyInfo': [
    '/v2/api/gdzyz/manage/pc/usersAdmin/editMyInfo',
    {
      body: JSON.stringify({ mobile: '13900000000' }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/usersAdmin/editPwd': [
    '/v2/api/gdzyz/manage/pc/usersAdmin/editPwd',
    {
      body: JSON.stringify({
        oldPassword: SparkMD5.hash(DEMO_PASSWORD),
        newPassword: SparkMD5.hash(DEMO_PASSWORD),
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic': [
    '/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic',
  ],
  '/v2/api/gdzyz/home/announcement/list': [
    `/v2/api/gdzyz/home/announcement/list?showType=5&menuId=${menuIdOf('regist_audit')}`,
  ],
  '/v2/api/gdzyz/manage/pc/list/{resource}': [
    '/v2/api/gdzyz/manage/pc/list/regist_audit?pageNum=1&pageSize=10&status=0&districtId=440100&sortField=name&sortOrder=desc',
  ],
  '/v2/api/gdzyz/manage/pc/list/{resource}/export': [
    '/v2/api/gdzyz/manage/pc/list/donation_detail/export?pageNum=1&pageSize=5000',
  ],
  '/v2/api/gdzyz/manage/pc/list/{resource}/{id}': [
    `/v2/api/gdzyz/manage/pc/list/regist_audit/${REGIST_AUDIT_FIRST}`,
  ],
  '/v2/api/gdzyz/manage/pc/list/{resource}/{id}/decision': [
    `/v2/api/gdzyz/manage/pc/list/regist_audit/${pendingId(0)}/decision`,
    {
      body: JSON.stringify({
        decision: 'reject',
        reason: '材料不全',
        idempotencyKey: 'contract-1',
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/audit/pendingCounts': ['/v2/api/gdzyz/manage/pc/audit/pendingCounts'],
  '/v2/api/gdzyz/manage/pc/list/{resource}/decisions': [
    '/v2/api/gdzyz/manage/pc/list/regist_audit/decisions',
    {
      body: JSON.stringify({
        ids: [pendingId(1), pendingId(0), '9'],
        decision: 'approve',
        idempotencyKey: 'contract-2',
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/api/hszh/pcLoginToken': ['/api/hszh/pcLoginToken'],
  '/api/spaq/pcLoginToken': ['/api/spaq/pcLoginToken'],
  '/api/xfaq/pcLoginToken': ['/api/xfaq/pcLoginToken'],
  '/v2/api/gdzyz/manage/pc/missionMakeup/mission': [
    '/v2/api/gdzyz/manage/pc/missionMakeup/mission?kind=realtime&missionId=1234567890123456789',
  ],
  '/v2/api/gdzyz/manage/pc/missionMakeup/participants': [
    '/v2/api/gdzyz/manage/pc/missionMakeup/participants?missionId=1&pageNum=2&pageSize=10&keyword=1',
  ],
  '/v2/api/gdzyz/manage/pc/missionMakeup/realtime/saveMakeupTime': [
    '/v2/api/gdzyz/manage/pc/missionMakeup/realtime/saveMakeupTime',
    {
      body: JSON.stringify({
        missionId: '1234567890123456789',
        timesInfoId: '1',
        batches: [
          {
            date: '2026-03-02',
            start: '08:00',
            end: '12:00',
            records: [
              {
                userId: '9007199254740993',
                makeupDate: '2026-03-02',
                makeupStartTime: '08:00',
                makeupEndTime: '12:00',
              },
            ],
          },
        ],
        material: {
          description: '签到设备故障，附现场照片',
          images: ['data:image/jpeg;base64,/9j/4AAQ'],
        },
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/missionMakeup/his/saveMakeupTime': [
    '/v2/api/gdzyz/manage/pc/missionMakeup/his/saveMakeupTime',
    {
      body: JSON.stringify({
        missionId: '1234567890123456789',
        timesInfoId: '1',
        batches: [
          {
            date: '2026-03-02',
            start: '08:00',
            end: '12:00',
            records: [
              {
                userId: '9007199254740993',
                makeupDate: '2026-03-02',
                makeupStartTime: '08:00',
                makeupEndTime: '12:00',
              },
            ],
          },
        ],
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/missionMakeup/submitted': [
    '/v2/api/gdzyz/manage/pc/missionMakeup/submitted?kind=realtime&pageNum=1&pageSize=10',
  ],
  '/v2/api/gdzyz/manage/pc/statistics/aggregate': [
    '/v2/api/gdzyz/manage/pc/statistics/aggregate?districtId=440100&startDate=2026-01-01&endDate=2026-03-31',
  ],
  '/v2/api/gdzyz/manage/pc/statistics/cards': ['/v2/api/gdzyz/manage/pc/statistics/cards'],
  '/v2/api/gdzyz/manage/pc/statistics/query': [
    '/v2/api/gdzyz/manage/pc/statistics/query?measure=organizations&dimension=orgType',
  ],
  '/v2/api/gdzyz/manage/pc/mission/publish': [
    '/v2/api/gdzyz/manage/pc/mission/publish',
    {
      body: JSON.stringify({
        title: '社区长者关爱探访',
        missionType: '关爱帮扶',
        districtId: '440100',
        address: '广州市越秀区北京街道文德路 12 号',
        startDate: '2099-03-02',
        endDate: '2099-03-10',
        startTime: '08:30',
        endTime: '12:00',
        recruitCount: 30,
        contactName: '陈晓明',
        mobile: '13800138000',
        description: '探访辖区独居长者',
        posts: [{ name: '探访员', count: 20 }],
        sessions: [{ date: '2099-03-02', startTime: '08:30', endTime: '12:00' }],
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/mission/publishHistory': [
    '/v2/api/gdzyz/manage/pc/mission/publishHistory',
    {
      body: JSON.stringify({
        title: '春节社区慰问',
        missionType: '关爱帮扶',
        districtId: '440300',
        address: '深圳市福田区福华路 8 号',
        startDate: '2026-01-20',
        endDate: '2026-01-22',
        startTime: '09:00',
        endTime: '11:30',
        recruitCount: 12,
        contactName: '陈晓明',
        mobile: '13800138000',
        description: '走访困难家庭',
        posts: [{ name: '慰问员', count: 10 }],
        sessions: [{ date: '2026-01-20', startTime: '09:00', endTime: '11:30' }],
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/mission/modify': [
    '/v2/api/gdzyz/manage/pc/mission/modify',
    {
      body: JSON.stringify({
        missionId: MISSION_FIRST,
        title: '社区长者关爱探访',
        missionType: '关爱帮扶',
        districtId: '440100',
        address: '广州市越秀区北京街道文德路 12 号',
        startDate: '2099-03-02',
        endDate: '2099-03-10',
        startTime: '08:30',
        endTime: '12:00',
        recruitCount: 30,
        contactName: '陈晓明',
        mobile: '13800138000',
        description: '探访辖区独居长者',
        posts: [{ name: '探访员', count: 20 }],
        sessions: [{ date: '2099-03-02', startTime: '08:30', endTime: '12:00' }],
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/mission/attendance': [
    `/v2/api/gdzyz/manage/pc/mission/attendance?missionId=${MISSION_FIRST}`,
  ],
  '/v2/api/gdzyz/manage/pc/mission/signInCode': [
    `/v2/api/gdzyz/manage/pc/mission/signInCode?missionId=${MISSION_FIRST}`,
  ],
  '/v2/api/gdzyz/manage/pc/mission/signInCode/refresh': [
    '/v2/api/gdzyz/manage/pc/mission/signInCode/refresh',
    {
      body: JSON.stringify({ missionId: MISSION_FIRST }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/volunteerCard/batchImport': [
    '/v2/api/gdzyz/manage/pc/volunteerCard/batchImport',
    {
      body: JSON.stringify({
        rows: [
          { row: 2, name: '王小明', idCard: '11010519491231002X', mobile: '13912345678' },
          { row: 3, name: '李', idCard: '110105194912310021', mobile: '123' },
        ],
        idempotencyKey: 'contract-3',
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/action/{action}': [
    '/v2/api/gdzyz/manage/pc/action/message_send_organization',
    {
      body: JSON.stringify({ title: '周末活动通知', content: '本周六上午九点集合' }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/upload/image': [
    '/v2/api/gdzyz/manage/pc/upload/image',
    { body: uploadForm() },
  ],
  '/v2/api/gdzyz/manage/pc/orgTree/children': [
    '/v2/api/gdzyz/manage/pc/orgTree/children?parentId=c%3A440100',
  ],
  '/v2/api/gdzyz/manage/pc/orgTree/search': [
    `/v2/api/gdzyz/manage/pc/orgTree/search?keyword=${encodeURIComponent('志愿')}`,
  ],
  '/v2/api/gdzyz/manage/pc/role/list': ['/v2/api/gdzyz/manage/pc/role/list'],
  '/v2/api/gdzyz/manage/pc/role/add': [
    '/v2/api/gdzyz/manage/pc/role/add',
    { body: JSON.stringify({ title: '巡查员' }), headers: { 'Content-Type': 'application/json' } },
  ],
  '/v2/api/gdzyz/manage/pc/role/{id}/rename': [
    `/v2/api/gdzyz/manage/pc/role/${ROLE_ID(5)}/rename`,
    {
      body: JSON.stringify({ title: '组织管理专员' }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/role/{id}/delete': [
    `/v2/api/gdzyz/manage/pc/role/${ROLE_ID(12)}/delete`,
  ],
  '/v2/api/gdzyz/manage/pc/role/{id}/grants': [`/v2/api/gdzyz/manage/pc/role/${ROLE_ID(4)}/grants`],
  '/v2/api/gdzyz/manage/pc/role/{id}/permissions': [
    `/v2/api/gdzyz/manage/pc/role/${ROLE_ID(4)}/permissions`,
    {
      body: JSON.stringify({ codes: ['volunteer_model', 'regist_audit'] }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/manage/pc/role/{id}/menus': [
    `/v2/api/gdzyz/manage/pc/role/${ROLE_ID(4)}/menus`,
    {
      body: JSON.stringify({ codes: ['volunteer_model'] }),
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  '/v2/api/gdzyz/auth/login/loginOut': ['/v2/api/gdzyz/auth/login/loginOut'],
}

const ORGANIZATION_FIRST = String(resourceNamed('organization')?.base ?? 0n)

/** Operations beyond the first method of a path: method, document path, request. */
const MORE_METHODS: [string, string, [string, RequestInit]][] = [
  [
    'post',
    '/v2/api/gdzyz/manage/pc/list/{resource}',
    [
      '/v2/api/gdzyz/manage/pc/list/admin',
      {
        body: JSON.stringify({
          account: 'contract2026',
          password: 'Contract2026',
          name: '陈晓明',
          mobile: '13800138000',
          idCard: '11010519491231002X',
          roleName: '组织管理员',
          districtId: '440100',
        }),
        headers: { 'Content-Type': 'application/json' },
      },
    ],
  ],
  [
    'put',
    '/v2/api/gdzyz/manage/pc/list/{resource}/{id}',
    [
      `/v2/api/gdzyz/manage/pc/list/organization/${ORGANIZATION_FIRST}`,
      {
        body: JSON.stringify({ address: '广州市越秀区东风中路 1 号' }),
        headers: { 'Content-Type': 'application/json' },
      },
    ],
  ],
  [
    'delete',
    '/v2/api/gdzyz/manage/pc/list/{resource}/{id}',
    [`/v2/api/gdzyz/manage/pc/list/organization/${ORGANIZATION_FIRST}`, {}],
  ],
]

describe('every mock response matches the OpenAPI document', () => {
  beforeAll(async () => {
    const login = await call('POST', '/v2/api/gdzyz/auth/login/org/password', {
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    validate(responseSchemaRef('/v2/api/gdzyz/auth/login/org/password', 'post'), login.text)
    token = JSON.parse(login.text).other.access_token
  })

  it('has a request for every operation of the document', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...Object.keys(REQUESTS), '/v2/api/gdzyz/auth/login/org/password'].sort(),
    )
  })

  it('has a request for every other method of the document', () => {
    const others = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .slice(1)
        .map((method) => `${method} ${path}`),
    )
    expect(MORE_METHODS.map(([method, path]) => `${method} ${path}`).sort()).toEqual(others.sort())
  })

  it.each(MORE_METHODS)('%s %s', async (method, path, [url, init]) => {
    const { status, text } = await call(method.toUpperCase(), url, init)
    expect(status).toBe(200)
    expect(JSON.parse(text).code, text).toBe(1)
    validate(responseSchemaRef(path, method), text)
  })

  // Logout is last: it invalidates the token.
  it.each(Object.entries(REQUESTS))('%s', async (path, [url, init]) => {
    const method = Object.keys(doc.paths[path])[0] ?? 'get'
    const { status, text } = await call(method.toUpperCase(), url, init)
    expect(status).toBe(200)
    validate(responseSchemaRef(path, method), text)
  })

  it('answers requests without a valid token with the error envelope', async () => {
    token = 'invalid'
    const { status, text } = await call('GET', '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo')
    validate('#/components/schemas/ErrorEnvelope', text)
    expect(status).toBe(401)
    expect(JSON.parse(text)).toEqual({ code: 401, msg: '登录已失效，请重新登录', data: null })
  })

  it('writes long ids as raw JSON numbers', async () => {
    token = ''
    const login = await call('POST', '/v2/api/gdzyz/auth/login/org/password', {
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    token = JSON.parse(login.text).other.access_token
    const { text } = await call(
      'GET',
      '/v2/api/gdzyz/manage/pc/list/volunteer_query?pageNum=1&pageSize=10',
    )
    expect(text).toContain('"id":1234567890123456789,')
    const record = await call(
      'GET',
      `/v2/api/gdzyz/manage/pc/list/regist_audit/${REGIST_AUDIT_FIRST}`,
    )
    expect(record.text).toContain(`"id":${REGIST_AUDIT_FIRST},`)
  })
})
