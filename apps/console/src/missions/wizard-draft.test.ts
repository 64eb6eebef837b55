import { describe, expect, it } from 'vitest'
import { emptyWizard } from './mission-form'
import { draftValues, wizardFromDraft } from './wizard-draft'

describe('wizard draft', () => {
  it('reads back both steps exactly as they were typed', () => {
    const value = emptyWizard()
    value.basics.title = '社区长者关爱探访'
    value.basics.mobile = '1380013'
    value.details.posts[0] = { key: 'k1', name: '探访员', count: '20', requirement: '' }
    value.details.requirements = '年满 18 周岁'
    expect(wizardFromDraft(draftValues(value))).toEqual(value)
  })

  it('treats unreadable or foreign drafts as none', () => {
    for (const wizard of ['', '{', '[]', '{"basics":{}}', '{"basics":{},"details":{"posts":1}}'])
      expect(wizardFromDraft({ wizard })).toBeNull()
    expect(wizardFromDraft({})).toBeNull()
  })

  it('keeps only text and safe keys from a tampered draft', () => {
    const restored = wizardFromDraft({
      wizard: JSON.stringify({
        basics: { title: { toString: 'x' }, mobile: '13800138000', extra: 'dropped' },
        details: {
          posts: [{ key: '"><img>', name: 5, count: '2' }, 'junk'],
          sessions: [],
          requirements: null,
        },
      }),
    })
    expect(restored?.basics.title).toBe('')
    expect(restored?.basics.mobile).toBe('13800138000')
    expect(restored?.basics).not.toHaveProperty('extra')
    expect(restored?.details.posts).toEqual([{ key: 'p0', name: '', count: '2', requirement: '' }])
    expect(restored?.details.requirements).toBe('')
  })
})
