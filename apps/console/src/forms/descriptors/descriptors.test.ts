import { describe, expect, it } from 'vitest'
import type { ListDescriptor } from '../../lists/descriptor'
import { pages as organizationPages } from '../../sections/organization'
import { pages as personalCenterPages } from '../../sections/personal-center'
import { type FormFieldDescriptor, isFormDescriptor } from '../descriptor'
import { expectFormsMatchServerRules } from '../expect-server-rules'
import { formMessages } from '../messages'

const lookup = (locale: 'zh-CN' | 'zh-TW', key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      formMessages[locale],
    )

/** Every form (and list action with inputs) of this area with the server rules it is sent to. */
const forms = (): [string, string, readonly FormFieldDescriptor[]][] => {
  const out: [string, string, readonly FormFieldDescriptor[]][] = []
  for (const [path, page] of Object.entries({ ...organizationPages, ...personalCenterPages })) {
    if (isFormDescriptor(page)) out.push([path, page.resource, page.fields])
    else if (typeof page === 'object')
      for (const action of (page as ListDescriptor).actions ?? [])
        if (action.kind === 'action')
          out.push([`${path} ${action.label}`, action.action, action.fields ?? []])
  }
  return out
}

describe('form descriptors of people and organisations', () => {
  it('ask exactly what the demo server checks: the same fields, rules, required and lengths', () => {
    const list = forms()
    expect(list.length).toBeGreaterThanOrEqual(11)
    expectFormsMatchServerRules(list)
  })

  it('use ten of the platform rules between them, each in a real field', () => {
    const used = new Set(forms().flatMap(([, , fields]) => fields.map((f) => f.rule)))
    for (const rule of [
      'account',
      'strongPassword',
      'personName',
      'mobile',
      'idCard',
      'email',
      'orgName',
      'telephone',
      'certifierName',
      'noChinese',
      'password',
      'password2',
    ])
      expect(used.has(rule as never), rule).toBe(true)
  })

  it('have labels, hints and options in both languages', () => {
    for (const [where, , fields] of forms())
      for (const field of fields)
        for (const key of [field.label, field.hint, ...(field.options ?? []).map((o) => o.label)])
          if (key)
            for (const locale of ['zh-CN', 'zh-TW'] as const)
              expect(typeof lookup(locale, key), `${where} ${locale} ${key}`).toBe('string')
  })
})
