import type { FormDescriptor, FormFieldDescriptor } from '../forms/descriptor'

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

const title: FormFieldDescriptor = {
  field: 'title',
  label: 'content.fields.title',
  required: true,
  maxLength: 50,
  span: 'full',
}
const body: FormFieldDescriptor = {
  field: 'content',
  label: 'content.fields.content',
  kind: 'richText',
  required: true,
  maxLength: 100_000,
  span: 'full',
}

/** An editor page: a new record (add) or ?id= loaded and updated (edit). */
const editor = (
  resource: string,
  list: string,
  fields: readonly FormFieldDescriptor[],
  edit = false,
): FormDescriptor => ({
  form: true,
  resource,
  submit: edit ? 'update' : 'create',
  ...(edit ? { load: 'record' as const } : {}),
  fields,
  draft: true,
  done: list,
})

const announcement: readonly FormFieldDescriptor[] = [
  title,
  {
    field: 'showType',
    label: 'content.fields.showType',
    kind: 'radio',
    required: true,
    options: [
      { value: '4', label: 'content.options.showAtStart' },
      { value: '5', label: 'content.options.showOnPage' },
    ],
  },
  {
    field: 'menuId',
    label: 'content.fields.menuId',
    rule: 'noChinese',
    maxLength: 20,
    hint: 'content.hints.menuId',
  },
  {
    field: 'bottomContent',
    label: 'content.fields.bottomContent',
    maxLength: 10,
    hint: 'content.hints.bottomContent',
  },
  body,
]

const article: readonly FormFieldDescriptor[] = [
  title,
  {
    field: 'category',
    label: 'content.fields.category',
    kind: 'select',
    required: true,
    options: choices(['志愿动态', '先进典型', '通知公告', '媒体报道']),
  },
  { field: 'source', label: 'content.fields.source', maxLength: 30 },
  body,
]

const policy: readonly FormFieldDescriptor[] = [
  title,
  { field: 'docNumber', label: 'content.fields.docNumber', maxLength: 30 },
  {
    field: 'issuingAuthority',
    label: 'content.fields.issuingAuthority',
    required: true,
    maxLength: 30,
  },
  body,
]

const banner: readonly FormFieldDescriptor[] = [
  { field: 'title', label: 'content.fields.title', required: true, maxLength: 30 },
  {
    field: 'position',
    label: 'content.fields.position',
    kind: 'select',
    required: true,
    options: choices(['首页顶部', '活动频道', '志愿者证专区', '小程序首页']),
  },
  {
    field: 'sortNo',
    label: 'content.fields.sortNo',
    kind: 'number',
    required: true,
    min: 1,
    max: 99,
    maxLength: 2,
    hint: 'content.hints.sortNo',
  },
  {
    field: 'link',
    label: 'content.fields.link',
    maxLength: 300,
    hint: 'content.hints.link',
    span: 'full',
  },
  {
    field: 'imageUrl',
    label: 'content.fields.imageUrl',
    kind: 'image',
    required: true,
    span: 'full',
  },
]

const version: readonly FormFieldDescriptor[] = [
  {
    field: 'version',
    label: 'content.fields.version',
    required: true,
    rule: 'noChinese',
    maxLength: 20,
    hint: 'content.hints.version',
  },
  {
    field: 'platform',
    label: 'content.fields.platform',
    kind: 'select',
    required: true,
    options: choices(['后台管理系统', '微信小程序', 'i志愿 App']),
  },
  title,
  body,
]

/** The editor and form pages of /website by path segment. */
export const websiteForms: Readonly<Record<string, FormDescriptor>> = {
  announcement_add: editor('announcement', '/website/announcement', announcement),
  announcement_edit: editor('announcement', '/website/announcement', announcement, true),
  information_add: editor('information', '/website/information', article),
  information_edit: editor('information', '/website/information', article, true),
  policies_regulations_add: editor('policies_regulations', '/website/policies_regulations', policy),
  policies_regulations_edit: editor(
    'policies_regulations',
    '/website/policies_regulations',
    policy,
    true,
  ),
  banner_add: { ...editor('banner', '/website/banner', banner), draft: false },
  banner_edit: { ...editor('banner', '/website/banner', banner, true), draft: false },
  version_update_add: editor('version_update', '/website/version_update', version),
}
