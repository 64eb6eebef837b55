import { type FormDescriptor, isFormDescriptor } from '../forms/descriptor'
import type { ListAction, ListDescriptor } from '../lists/descriptor'
import type { PageEntry } from './route-pages'

const LIST = '/v2/api/gdzyz/manage/pc/list'
const ACTION = '/v2/api/gdzyz/manage/pc/action'
const MAKEUP = '/v2/api/gdzyz/manage/pc/missionMakeup'
const MISSION = '/v2/api/gdzyz/manage/pc/mission'
const PC = '/v2/api/gdzyz/manage/pc'
const STATS = '/v2/api/gdzyz/manage/pc/statistics'
const STAT_FILTERS = '地区、开始日期、结束日期'

/** Component pages: what they are and the calls they make. */
const COMPONENTS: Readonly<
  Record<string, { kind: string; calls: string; fields?: string; filters?: string }>
> = {
  '/personalCenter/edit_my_info': {
    kind: 'form',
    calls: '`GET …/usersAdmin/preEditMyInfo`, `POST …/usersAdmin/editMyInfo`',
  },
  '/personalCenter/change_password': { kind: 'form', calls: '`POST …/usersAdmin/editPwd`' },
  '/activity/mission_active_realtime': {
    kind: 'list (missions to make up)',
    calls: `\`GET ${LIST}/mission_active_realtime\``,
  },
  '/activity/mission_active_his': {
    kind: 'list (missions to make up)',
    calls: `\`GET ${LIST}/mission_active_his\``,
  },
  '/activity/select_supplement_time': { kind: 'form', calls: `\`GET ${MAKEUP}/mission\`` },
  '/activity/supplement_attr': {
    kind: 'editor (make-up batches)',
    calls: `\`GET ${MAKEUP}/participants\`, \`POST ${MAKEUP}/{realtime|his}/saveMakeupTime\``,
  },
  '/activity/supplement_add': { kind: 'form', calls: `\`GET ${MAKEUP}/participants\`` },
  '/activity/supplement_detail': {
    kind: 'form (material)',
    calls: `\`POST ${MAKEUP}/{realtime|his}/saveMakeupTime\``,
  },
  '/activity/supplement_list': { kind: 'list', calls: `\`GET ${MAKEUP}/submitted\`` },
  '/organization/organization_tree': {
    kind: 'tree (广东省 → cities → districts → organisations and groups; search; node detail)',
    calls: `\`GET ${PC}/orgTree/children\`, \`GET ${PC}/orgTree/search\``,
  },
  '/system/role': {
    kind: 'list (roles: 新增角色, 重命名, 删除, 权限分配, 菜单分配)',
    calls: `\`GET ${PC}/role/list\`, \`POST ${PC}/role/add\`, \`POST ${PC}/role/{id}/rename\`, \`POST ${PC}/role/{id}/delete\``,
  },
  '/system/role_permission': {
    kind: 'checkbox tree (every permission code of the route table; 全选, 清空, 保存)',
    calls: `\`GET ${PC}/role/list\`, \`GET ${PC}/role/{id}/grants\`, \`POST ${PC}/role/{id}/permissions\``,
  },
  '/system/role_menu': {
    kind: 'checkbox tree (every menu code of the route table; 全选, 清空, 保存)',
    calls: `\`GET ${PC}/role/list\`, \`GET ${PC}/role/{id}/grants\`, \`POST ${PC}/role/{id}/menus\``,
  },
  '/activity/mission_add_step1': {
    kind: 'wizard step 1 (basic information: 活动名称, 服务类别, 活动区域, 活动地址, 开始/结束日期, 每日开始/结束时间, 招募人数, 联系人 personName, 联系电话 mobile, 联系邮箱 email, 活动简介)',
    calls: 'none (kept for step 2)',
  },
  '/activity/mission_add_step2': {
    kind: 'wizard step 2 (岗位 name/count/requirement, 服务时段 date/start/end, 招募要求, 核对信息, 发布)',
    calls: `\`POST ${MISSION}/publish\` (then 活动查询 searched for the title)`,
  },
  '/activity/mission_add_his': {
    kind: 'wizard on one page, history mode (the 活动发布 fields, posts, sessions and 招募要求; dates in the past: 结束日期 not after today; draft per admin)',
    calls: `\`POST ${MISSION}/publishHistory\` (then 活动查询 searched for the title)`,
  },
  '/activity/mission_modify': {
    kind: 'wizard on one page, modify mode (?id=; the mission loaded into the 活动发布 fields, posts and sessions; a start date left as it was may be past; draft per admin and mission)',
    calls: `\`GET ${LIST}/mission/{id}\`, \`POST ${MISSION}/modify\` (then 活动查询 searched for the title)`,
  },
  '/activity/mission_summary': {
    kind: 'form (?id=; 活动名称 read-only; 总结内容 textarea required, at most 2000 characters; 总结图片 image)',
    calls: `\`GET ${LIST}/mission/{id}\`, \`POST /v2/api/gdzyz/manage/pc/action/mission_summary\``,
  },
  '/activity/mission_detail': {
    kind: 'detail (read-only mission with posts, sessions, summary; links to 修改, 二维码, 考勤, 总结)',
    calls: `\`GET ${LIST}/mission/{id}\``,
  },
  '/activity/mission_qrcode': {
    kind: 'detail (QR code of the H5 sign-in link, PNG download)',
    calls: `\`GET ${MISSION}/signInCode\`, 刷新 \`POST ${MISSION}/signInCode/refresh\``,
  },
  '/activity/mission_attr': {
    kind: 'form (attendance sheet of one mission: participants with sign-in, sign-out, hours; record sign-in/sign-out for one or several)',
    calls: `\`GET ${MISSION}/attendance\`, 保存 \`POST /v2/api/gdzyz/manage/pc/action/attendance_record\``,
    fields:
      'missionId, ids, signInTime, signOutTime (yyyy-mm-dd HH:mm; sign-out after sign-in, inside the mission, not in the future)',
  },
  '/activity/duration_correct': {
    kind: 'form (find an attendance record, then correct its service hours)',
    calls: `\`GET ${LIST}/attendance\`, \`GET ${LIST}/attendance/{id}\`, 保存 \`POST /v2/api/gdzyz/manage/pc/action/duration_correct\``,
    fields: 'id, serviceHours (0.1-24, one decimal), reason (required, up to 200)',
  },
  '/website/activity_label': {
    kind: 'list + form (添加标签: 标签名称 1-10 characters, unique; rows: 重命名, 删除)',
    calls: `\`GET ${LIST}/activity_label\`, \`POST ${LIST}/activity_label\`, \`POST /v2/api/gdzyz/manage/pc/action/activity_label_rename\`, \`DELETE ${LIST}/activity_label/{id}\``,
  },
  '/website/information_view': {
    kind: 'detail (?id=; 标题, 栏目, 来源, 发布人, 浏览量, 状态, 发布时间, 正文 as sanitized HTML)',
    calls: `\`GET ${LIST}/information/{id}\``,
  },
  '/statistical/base_statistical': {
    kind: 'statistics (totals, charts with 查看数据)',
    calls: `\`GET ${STATS}/aggregate\` (envelope-exempt)`,
    fields:
      '注册志愿者、组织团体、活动、服务时长（总量与较上期）；月度趋势、按地市分布、按状态分布',
    filters: STAT_FILTERS,
  },
  '/statistical/register_volunteer_statistical': {
    kind: 'statistics (totals, charts with 查看数据)',
    calls: `\`GET ${STATS}/cards\` (envelope-exempt)`,
    fields: '申请数、发卡数；按银行、按月份',
    filters: STAT_FILTERS,
  },
  '/statistical/self_help_data': {
    kind: 'statistics query (table, chart, xlsx export)',
    calls: `\`GET ${STATS}/query\` (envelope-exempt)`,
    fields: '指标（注册志愿者、组织团体、活动、服务时长）× 维度（地市、月份、组织类型）',
    filters: `指标、维度、${STAT_FILTERS}`,
  },
  '/volunteerCard/batch_import_card': {
    kind: 'import (.xlsx/.csv checked in a Web Worker, problem report, import of the valid rows)',
    calls: '`importCardApplications` `POST …/volunteerCard/batchImport` (slices of 1000 rows)',
    fields:
      '姓名 `personName`, 身份证号码 `idCard`, 手机号码 `mobile` (each required; ID card unique in the file)',
  },
}

const DECISIONS =
  '; decide one / batch (`decideRecord` `POST …/{id}/decision`, `decideRecords` `POST …/decisions`), opens on 待审核'

const cell = (text: string) => text.replaceAll('|', '\\|')

const isDescriptor = (page: unknown): page is ListDescriptor =>
  typeof page === 'object' && page !== null && 'resource' in page && !isFormDescriptor(page)

/** Resolves a full i18n key of namespace app (form labels), or gives the key back. */
export type FullLabel = (key: string) => string

const formCalls = (form: FormDescriptor): string => {
  const record = `${LIST}/${form.resource}/{id}`
  if (form.submit === 'create') return `create (\`POST ${LIST}/${form.resource}\`)`
  if (form.submit === 'action') return `action (\`POST ${ACTION}/${form.resource}\`)`
  const load =
    form.load === 'single'
      ? `its only row (\`GET ${LIST}/${form.resource}\`, \`GET ${record}\`)`
      : `?id= (\`GET ${record}\`)`
  return `load ${load}, update (\`PUT ${record}\`)`
}

const formFields = (form: FormDescriptor, full: FullLabel): string =>
  form.fields
    .map((f) => {
      const notes = [
        f.kind && f.kind !== 'text' ? f.kind : '',
        f.rule ?? '',
        f.required ? '必填' : '',
      ]
        .filter(Boolean)
        .join(', ')
      return notes ? `${full(f.label)} (${notes})` : full(f.label)
    })
    .join('、')

const actionCall = (resource: string, action: ListAction, full: FullLabel): string => {
  if (action.kind === 'link') return `${full(action.label)} → \`${action.to}\``
  if (action.kind === 'delete') return `${full(action.label)} (\`DELETE ${LIST}/${resource}/{id}\`)`
  return `${full(action.label)} (\`POST ${ACTION}/${action.action}\`)`
}

const row = (entry: PageEntry, label: (key: string) => string, full: FullLabel): string[] => {
  const title = entry.route.meta?.title['zh-CN'] ?? entry.route.path
  const section = entry.section.meta?.title['zh-CN'] ?? entry.section.path
  const path = entry.external ? entry.route.path : entry.path
  const base = [section, `\`${path}\``, title]
  const page = entry.page
  if (isFormDescriptor(page)) {
    const kind = page.fields.some((f) => f.kind === 'richText') ? 'editor' : 'form'
    return [...base, kind, `\`${page.resource}\``, formCalls(page), formFields(page, full), '']
  }
  if (isDescriptor(page)) {
    const columns = page.columns
      .map((c) => (c.hidden ? `(${label(c.label)})` : label(c.label)))
      .join('、')
    const filters = [
      page.keyword ? '关键字' : '',
      ...page.filters.map((f) =>
        f.kind === 'status' ? '状态' : f.kind === 'district' ? '地区' : `${label(f.label)}范围`,
      ),
    ].filter(Boolean)
    return [
      ...base,
      'list',
      `\`${page.resource}\``,
      `list, export, record (\`${LIST}/${page.resource}\`)${page.audit ? DECISIONS : ''}${
        page.actions?.length
          ? `; ${page.actions.map((a) => actionCall(page.resource, a, full)).join(', ')}`
          : ''
      }`,
      columns,
      filters.join('、'),
    ]
  }
  const component = COMPONENTS[entry.path]
  if (component)
    return [
      ...base,
      component.kind,
      '',
      component.calls,
      component.fields ?? '',
      component.filters ?? '',
    ]
  if (entry.external) return [...base, 'external link', '', '', '', '']
  throw new Error(`${entry.path}: a page without a screens-table row (add it to COMPONENTS)`)
}

/** The screens table of docs/screens.md: one row per page of the gated sections. */
export const screensTable = (
  entries: readonly PageEntry[],
  label: (key: string) => string,
  full: FullLabel = (key) => key,
) => {
  const header = ['section', 'path', 'title', 'kind', 'resource', 'calls', 'columns', 'filters']
  const lines = [header, header.map(() => '---'), ...entries.map((e) => row(e, label, full))]
  return lines.map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n')
}
