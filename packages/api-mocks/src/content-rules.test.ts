import {
  createResource,
  deleteResource,
  fieldErrorsOf,
  getResourceRecord,
  listResource,
  runAction,
  updateResource,
} from '@gdzyz/api-client'
import { describe, expect, it } from 'vitest'
import { memoryStorage, signedInClient as signedIn } from './test-client'

const refusal = async (promise: Promise<unknown>) =>
  fieldErrorsOf(
    await promise.then(
      () => undefined,
      (e: unknown) => e,
    ),
  )

const announcement = {
  title: '防汛志愿服务通知',
  content: '<p>请各单位做好准备。</p>',
  bottomContent: '收到',
  showType: '4',
}

describe('demo content forms', () => {
  it('creates an announcement that the list shows first and that survives a new session', async () => {
    const storage = memoryStorage()
    const client = await signedIn(storage)
    const created = await createResource(client, 'announcement', announcement)
    expect(created).toMatchObject({ title: announcement.title, content: announcement.content })
    const again = await signedIn(storage)
    const page = await listResource(again, 'announcement', {
      pageNum: 1,
      pageSize: 10,
      keyword: '防汛志愿服务通知',
    })
    expect(page.list.map((row) => row.title)).toEqual([announcement.title])
    await updateResource(again, 'announcement', String(created.id), { title: '防汛通知（更新）' })
    expect((await getResourceRecord(again, 'announcement', String(created.id))).title).toBe(
      '防汛通知（更新）',
    )
    await deleteResource(again, 'announcement', String(created.id))
    await expect(getResourceRecord(again, 'announcement', String(created.id))).rejects.toThrow()
  })

  it('refuses what the form refuses, naming the fields', async () => {
    const client = await signedIn(memoryStorage())
    expect(
      await refusal(
        createResource(client, 'announcement', { title: '', content: '', showType: '9' }),
      ),
    ).toEqual([
      { field: 'title', message: '此项为必填项' },
      { field: 'content', message: '此项为必填项' },
      { field: 'showType', message: '格式不正确' },
    ])
    expect(
      await refusal(createResource(client, 'announcement', { ...announcement, menuId: '菜单' })),
    ).toEqual([{ field: 'menuId', message: '请勿输入中文' }])
    expect(
      await refusal(
        createResource(client, 'bank_baranch', {
          branchName: '中国银行广州天河支行',
          bankName: '中国银行',
          districtId: '440100',
          address: '广州市天河区体育西路1号',
          telephone: '12345',
        }),
      ),
    ).toEqual([{ field: 'telephone', message: '手机号码格式不正确' }])
  })

  it.each([
    'javascript:alert(1)',
    'http://example.org',
    '//evil.example',
    '/\\evil.example',
    'https://',
  ])('refuses a banner link %j with the rule in words', async (link) => {
    const client = await signedIn(memoryStorage())
    const errors = await refusal(
      createResource(client, 'banner', {
        title: '志愿服务月',
        imageUrl: 'https://img.example.org/b.jpg',
        link,
        position: '首页顶部',
        sortNo: '1',
      }),
    )
    expect(errors).toEqual([
      { field: 'link', message: '链接只能是以 https:// 开头的网址，或以 / 开头的站内路径' },
    ])
  })

  it('accepts https and in-app banner links', async () => {
    const client = await signedIn(memoryStorage())
    for (const link of ['https://www.gdzyz.cn/a', '/website/information']) {
      const row = await createResource(client, 'banner', {
        title: '志愿服务月',
        imageUrl: 'https://img.example.org/b.jpg',
        link,
        position: '首页顶部',
        sortNo: '1',
      })
      expect(row.link).toBe(link)
    }
  })

  it('renames an activity label unless another label has the name', async () => {
    const client = await signedIn(memoryStorage())
    const [first, second] = (
      await listResource(client, 'activity_label', { pageNum: 1, pageSize: 10 })
    ).list
    expect(
      await refusal(
        runAction(client, 'activity_label_rename', { id: String(first?.id), title: second?.title }),
      ),
    ).toEqual([{ field: 'title', message: '已存在，请更换' }])
    await runAction(client, 'activity_label_rename', { id: String(first?.id), title: '应急救援' })
    expect((await getResourceRecord(client, 'activity_label', String(first?.id))).title).toBe(
      '应急救援',
    )
    expect(await refusal(createResource(client, 'activity_label', { title: '应急救援' }))).toEqual([
      { field: 'title', message: '已存在，请更换' },
    ])
  })
})
