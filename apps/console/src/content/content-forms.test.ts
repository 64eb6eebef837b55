import { FORM_RULES } from '@gdzyz/api-mocks'
import { describe, expect, it } from 'vitest'
import type { FormFieldDescriptor } from '../forms/descriptor'
import { isFormDescriptor } from '../forms/descriptor'
import { expectFormsMatchServerRules } from '../forms/expect-server-rules'
import type { ListDescriptor } from '../lists/descriptor'
import { pages as nwmPages } from '../sections/nwm-admin'
import { pages as cardPages } from '../sections/volunteer-card'
import { pages as websitePages } from '../sections/website'
import { contentFormMessages } from './form-messages'
import { websiteActions } from './website-actions'

const lookup = (locale: 'zh-CN' | 'zh-TW', key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      contentFormMessages[locale],
    )

/** Every content form and list action with inputs, with the server rules it is sent to. */
const forms = (): [string, string, readonly FormFieldDescriptor[]][] => {
  const out: [string, string, readonly FormFieldDescriptor[]][] = []
  for (const [path, page] of Object.entries({ ...websitePages, ...nwmPages, ...cardPages })) {
    if (isFormDescriptor(page)) out.push([path, page.resource, page.fields])
  }
  for (const [path, actions] of Object.entries(websiteActions))
    for (const action of actions)
      if (action.kind === 'action')
        out.push([`${path} ${action.label}`, action.action, action.fields ?? []])
  return out
}

describe('website content, resource and bank-branch forms', () => {
  it('ask exactly what the demo server checks: the same fields, rules, required and lengths', () => {
    const list = forms()
    expect(list.length).toBe(13)
    expectFormsMatchServerRules(list)
  })

  it('write rich text on the editor pages, with a draft, and the banner link in words', () => {
    for (const path of [
      'announcement_add',
      'announcement_edit',
      'information_add',
      'information_edit',
      'policies_regulations_add',
      'policies_regulations_edit',
      'version_update_add',
    ]) {
      const page = websitePages[path]
      expect(isFormDescriptor(page) && page.draft, path).toBe(true)
      expect(isFormDescriptor(page) && page.fields.some((f) => f.kind === 'richText'), path).toBe(
        true,
      )
    }
    expect(FORM_RULES.banner?.link?.link).toBe(true)
  })

  it('have labels, hints and options in both languages', () => {
    const keys = forms().flatMap(([, , fields]) =>
      fields.flatMap((f) => [f.label, f.hint, ...(f.options ?? []).map((o) => o.label)]),
    )
    const actionKeys = Object.values({ ...websitePages, ...nwmPages, ...cardPages }).flatMap(
      (page) =>
        typeof page === 'object' && !isFormDescriptor(page)
          ? ((page as ListDescriptor).actions ?? []).flatMap((a) => [
              a.label,
              'confirm' in a ? a.confirm : undefined,
            ])
          : [],
    )
    for (const key of [...keys, ...actionKeys])
      if (key?.startsWith('content.'))
        for (const locale of ['zh-CN', 'zh-TW'] as const)
          expect(typeof lookup(locale, key), `${locale} ${key}`).toBe('string')
  })

  it('gives the website lists their 添加… buttons and row actions', () => {
    const announcement = websitePages.announcement as ListDescriptor
    expect(announcement.actions?.map((a) => a.label)).toEqual([
      'content.actions.addAnnouncement',
      'content.actions.edit',
      'content.actions.delete',
    ])
    expect((websitePages.information as ListDescriptor).actions?.[1]).toMatchObject({
      kind: 'link',
      scope: 'row',
      to: '/website/information_view',
    })
  })
})
