import { describe, expect, it, vi } from 'vitest'
import { emptyWizard } from './mission-form'
import { createWizardStore } from './wizard-store'

describe('wizard store', () => {
  it('keeps each admin’s value apart and tells subscribers', () => {
    const store = createWizardStore()
    const listener = vi.fn()
    store.subscribe(listener)
    const value = emptyWizard()
    value.basics.title = '社区长者关爱探访'
    store.set('1', value)
    expect(store.get('1').basics.title).toBe('社区长者关爱探访')
    expect(store.get('2').basics.title).toBe('')
    expect(store.touched('1')).toBe(true)
    expect(store.touched('2')).toBe(false)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('gives the same empty value until something changes (stable snapshot)', () => {
    const store = createWizardStore()
    expect(store.get('1')).toBe(store.get('1'))
  })

  it('clear forgets the value after publishing', () => {
    const store = createWizardStore()
    const value = emptyWizard()
    value.basics.title = '旧的标题'
    store.set('1', value)
    store.clear('1')
    expect(store.get('1').basics.title).toBe('')
    expect(store.touched('1')).toBe(false)
  })
})
