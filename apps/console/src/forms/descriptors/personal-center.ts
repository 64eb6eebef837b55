import type { FormDescriptor } from '../descriptor'

const noChinese = { rule: 'noChinese', hint: 'forms.hints.noChinese' } as const

/** 组织团体资料: the signed-in admin's organisation, loaded and saved in place. */
const organizationData: FormDescriptor = {
  form: true,
  resource: 'my_organization',
  submit: 'update',
  load: 'single',
  fields: [
    { field: 'orgName', label: 'forms.fields.orgName', required: true, rule: 'orgName' },
    { field: 'orgNameEn', label: 'forms.fields.orgNameEn', maxLength: 100, ...noChinese },
    {
      field: 'creditCode',
      label: 'forms.fields.creditCode',
      required: true,
      maxLength: 18,
      ...noChinese,
    },
    { field: 'telephone', label: 'forms.fields.telephone', required: true, rule: 'telephone' },
    {
      field: 'certifierName',
      label: 'forms.fields.certifierName',
      required: true,
      rule: 'certifierName',
    },
    { field: 'email', label: 'forms.fields.email', rule: 'email', maxLength: 50 },
    { field: 'website', label: 'forms.fields.website', maxLength: 100, ...noChinese },
    { field: 'address', label: 'forms.fields.address', maxLength: 100 },
    { field: 'intro', label: 'forms.fields.intro', kind: 'textarea', maxLength: 500 },
  ],
}

const title = { field: 'title', label: 'forms.fields.title', required: true, maxLength: 50 }

/** 组织消息个人发送: a message to one volunteer, by mobile. */
const sendPersonal: FormDescriptor = {
  form: true,
  resource: 'message_send_personal',
  submit: 'action',
  fields: [
    { field: 'mobile', label: 'forms.fields.receiverMobile', required: true, rule: 'mobile' },
    title,
    {
      field: 'content',
      label: 'forms.fields.content',
      kind: 'textarea',
      required: true,
      maxLength: 500,
    },
  ],
}

/** 组织消息全体发送: a message to every volunteer of the organisation. */
const sendOrganization: FormDescriptor = {
  form: true,
  resource: 'message_send_organization',
  submit: 'action',
  fields: [
    title,
    {
      field: 'content',
      label: 'forms.fields.content',
      kind: 'textarea',
      required: true,
      maxLength: 500,
      hint: 'forms.hints.sendAll',
    },
  ],
}

/** The form pages of /personalCenter. */
export const personalCenterForms = {
  organization_data: organizationData,
  message_send_personal: sendPersonal,
  message_send_organization: sendOrganization,
}
