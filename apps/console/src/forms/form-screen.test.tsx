import { listResource } from '@gdzyz/api-client'
import { setLocale } from '@gdzyz/ui-shell'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { organizationForms } from './descriptors/organization'
import { personalCenterForms } from './descriptors/personal-center'
import { FormScreen } from './form-screen'
import { renderPage } from './test-setup'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '1' } }) }))
vi.setConfig({ testTimeout: 20_000 })

const addAdmin = organizationForms.add_subordinate_admin

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement
const type = (name: string, value: string) => {
  const input = field(name)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

const valid: [string, string][] = [
  ['账号', 'zhang2026a'],
  ['密码', 'Secret2026'],
  ['姓名', '张晓明'],
  ['手机号', '13800138000'],
  ['身份证号', '11010519491231002X'],
  ['邮箱', 'zhang@example.com'],
]

const fillValid = () => {
  for (const [name, value] of valid) type(name, value)
  fireEvent.change(field('角色'), { target: { value: '组织管理员' } })
  fireEvent.change(field('所属地区'), { target: { value: '440300' } })
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }))

afterEach(() => act(() => setLocale('zh-CN')))

describe('FormScreen', () => {
  it('a submit with nothing filled in names every required field and sends nothing', async () => {
    const { mutations } = renderPage(<FormScreen descriptor={addAdmin} title="添加下级管理员" />)
    await screen.findByLabelText('账号', { exact: false })
    submit()
    for (const message of [
      '请输入账号',
      '请输入密码',
      '请输入姓名',
      '请输入手机号',
      '请输入身份证号',
      '请选择角色',
      '请选择所属地区',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('请输入邮箱')).toBeNull()
    expect(mutations).toHaveLength(0)
    expect(field('账号')).toHaveAttribute('aria-invalid', 'true')
  })

  it('checks each rule on blur with its exact message, and clears it once corrected', async () => {
    renderPage(<FormScreen descriptor={addAdmin} title="添加下级管理员" />)
    await screen.findByLabelText('账号', { exact: false })
    const input = field('手机号')
    fireEvent.change(input, { target: { value: '12345' } })
    expect(screen.queryByText('手机号码有误，请重填')).toBeNull()
    fireEvent.blur(input)
    expect(await screen.findByText('手机号码有误，请重填')).toBeInTheDocument()
    expect(input.getAttribute('aria-describedby')).toContain('-error')
    fireEvent.change(input, { target: { value: '13800138000' } })
    await waitFor(() => expect(screen.queryByText('手机号码有误，请重填')).toBeNull())
    type('账号', '1abcdefgh')
    expect(
      await screen.findByText('账号格式错误，以字母开头的“字母+数字”组合，长度为8一20位'),
    ).toBeInTheDocument()
    type('密码', 'alllower1')
    expect(
      await screen.findByText('密码格式错误，需包含大写、小写字母及数字，长度为8一20位'),
    ).toBeInTheDocument()
    type('身份证号', '110105194912310021')
    expect(
      await screen.findByText('您输入的身份证号码校验位不正确，请重新输入'),
    ).toBeInTheDocument()
    type('姓名', 'Tom')
    expect(await screen.findByText('请输入正确的姓名')).toBeInTheDocument()
    type('邮箱', 'a@b')
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument()
  })

  it('shows Traditional messages on zh-TW pages', async () => {
    act(() => setLocale('zh-TW'))
    renderPage(<FormScreen descriptor={addAdmin} title="新增下級管理員" />, '/p', {
      locale: 'zh-TW',
    })
    const input = (await screen.findByLabelText('手機號', { exact: false })) as HTMLInputElement
    fireEvent.change(input, { target: { value: '12345' } })
    fireEvent.blur(input)
    expect(await screen.findByText('手機號碼有誤，請重填')).toBeInTheDocument()
    submit()
    expect(await screen.findByText('請輸入帳號')).toBeInTheDocument()
  })

  it('a refusal keeps everything typed and puts the server message on its field', async () => {
    const { client, mutations, router } = renderPage(
      <FormScreen descriptor={addAdmin} title="添加下级管理员" />,
    )
    await screen.findByLabelText('账号', { exact: false })
    const taken = (await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).list[0]
    fillValid()
    type('账号', String(taken?.account))
    submit()
    const message = await screen.findByText('已存在，请更换')
    expect(field('账号').getAttribute('aria-describedby')).toContain(message.id)
    expect(mutations).toHaveLength(1)
    expect(field('账号').value).toBe(String(taken?.account))
    expect(field('密码').value).toBe('Secret2026')
    expect(field('手机号').value).toBe('13800138000')
    expect(field('所属地区').value).toBe('440300')
    expect(router.state.location.pathname).toBe('/p')
  })

  it('disables submit while the request is in flight, then opens the list', async () => {
    const { mutations, release, router } = renderPage(
      <FormScreen descriptor={addAdmin} title="添加下级管理员" />,
      '/p',
      { holdMutations: true },
    )
    await screen.findByLabelText('账号', { exact: false })
    fillValid()
    submit()
    await waitFor(() => expect(mutations).toHaveLength(1))
    const button = screen.getByRole('button', { name: /提交/ })
    expect(button).toBeDisabled()
    fireEvent.click(button)
    fireEvent.submit(button.closest('form') as HTMLFormElement)
    release()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organization/admin_operator_settings'),
    )
    expect(mutations).toHaveLength(1)
    expect(await mutations[0]?.json()).toMatchObject({
      account: 'zhang2026a',
      districtId: '440300',
    })
  })

  it('loads the current record of an edit form and saves only through the rules', async () => {
    const { mutations } = renderPage(
      <FormScreen descriptor={personalCenterForms.organization_data} title="组织团体资料" />,
    )
    const name = (await screen.findByLabelText('组织名称', { exact: false })) as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('广州市越秀区青年志愿者协会'))
    type('证明人', '王芳1')
    expect(await screen.findByText('证明人名称格式不正确')).toBeInTheDocument()
    type('英文名称', '越秀 Youth')
    expect(await screen.findByText('请勿输入中文')).toBeInTheDocument()
    type('联系电话', '123')
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument()
    type('组织名称', '越秀区青年志愿者协会！')
    expect(await screen.findByText('组织名称格式错误')).toBeInTheDocument()
    type('证明人', '王芳')
    type('英文名称', 'Yuexiu Youth')
    type('联系电话', '02083339999')
    type('组织名称', '越秀区青年志愿者协会')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(mutations).toHaveLength(1))
    expect(mutations[0]?.method).toBe('PUT')
    expect(await mutations[0]?.json()).toMatchObject({
      certifierName: '王芳',
      telephone: '02083339999',
    })
  })

  it('shows a record id that is not a number as such and calls nothing', async () => {
    const descriptor = { ...personalCenterForms.organization_data, load: 'record' as const }
    const { mutations } = renderPage(
      <FormScreen descriptor={descriptor} title="x" />,
      '/p?id=1%2F..',
    )
    expect(await screen.findByText('记录编号无效，请从列表中打开')).toBeInTheDocument()
    expect(mutations).toHaveLength(0)
    expect(within(document.body).queryByRole('textbox')).toBeNull()
  })
})
