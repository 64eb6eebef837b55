import { describe, expect, it } from 'vitest'
import { createDraftStore, type DraftStorage, draftKey, parseDraft } from './draft-store'
import { EMPTY_MATERIAL, type MakeupBatch } from './types'

const memory = (): DraftStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const pair = { missionId: '1234567890123456789', timesInfoId: '7' }
const batches: MakeupBatch[] = [
  {
    id: 'b1',
    date: '2026-03-02',
    start: '08:00',
    end: '12:00',
    records: [
      {
        id: 'r1',
        userId: '9007199254740993',
        userName: '李华',
        date: '2026-03-02',
        startTime: '08:00',
        endTime: '12:00',
        override: false,
      },
    ],
  },
]

describe('draft material', () => {
  const image = 'data:image/jpeg;base64,/9j/4AAQ'

  it('keeps the description and images with the batches until cleared', () => {
    const storage = memory()
    const material = { description: '签到设备故障', images: [image, image] }
    createDraftStore({ storage, adminId: 'a1' }).save(pair, { batches, material })
    const loaded = createDraftStore({ storage, adminId: 'a1' }).load(pair)
    expect(loaded?.material).toEqual(material)
    expect(loaded?.batches).toEqual(batches)
    expect(createDraftStore({ storage, adminId: 'a2' }).load(pair)).toBeNull()
    createDraftStore({ storage, adminId: 'a1' }).clear(pair)
    expect(createDraftStore({ storage, adminId: 'a1' }).load(pair)).toBeNull()
  })

  it('reads drafts stored before the material step as having empty material', () => {
    const draft = parseDraft(JSON.stringify({ batches, savedAt: 5 }))
    expect(draft?.material).toEqual(EMPTY_MATERIAL)
    expect(draft?.batches).toEqual(batches)
  })

  it('drops stored images that are not image data URLs and non-text descriptions', () => {
    const raw = JSON.stringify({
      batches,
      savedAt: 1,
      material: {
        description: { evil: true },
        images: [image, 'javascript:alert(1)', 'data:text/html;base64,PHA+', 42, null],
      },
    })
    expect(parseDraft(raw)?.material).toEqual({ description: '', images: [image] })
    expect(parseDraft(JSON.stringify({ batches, material: 'x' }))?.material).toEqual(EMPTY_MATERIAL)
  })
})

describe('createDraftStore', () => {
  it('keeps a draft across store instances (reload, logout and login as the same admin)', () => {
    const storage = memory()
    expect(
      createDraftStore({ storage, adminId: 'a1' }).save(pair, {
        batches,
        material: EMPTY_MATERIAL,
      }),
    ).toBe(true)
    expect(createDraftStore({ storage, adminId: 'a1' }).load(pair)?.batches).toEqual(batches)
  })

  it('never shows one admin the draft of another', () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'a1' }).save(pair, { batches, material: EMPTY_MATERIAL })
    expect(createDraftStore({ storage, adminId: 'a2' }).load(pair)).toBeNull()
  })

  it('keeps pairs apart, also when ids contain the key separator', () => {
    const storage = memory()
    const store = createDraftStore({ storage, adminId: 'a' })
    store.save({ missionId: '1:2', timesInfoId: '3' }, { batches, material: EMPTY_MATERIAL })
    expect(store.load({ missionId: '1', timesInfoId: '2:3' })).toBeNull()
    expect(store.load({ missionId: '1:2', timesInfoId: '3' })?.batches).toEqual(batches)
    expect(draftKey('a:b', pair)).not.toBe(
      draftKey('a', { missionId: `b:${pair.missionId}`, timesInfoId: '7' }),
    )
  })

  it('clears only the given pair', () => {
    const storage = memory()
    const store = createDraftStore({ storage, adminId: 'a' })
    const other = { missionId: pair.missionId, timesInfoId: '8' }
    store.save(pair, { batches, material: EMPTY_MATERIAL })
    store.save(other, { batches, material: EMPTY_MATERIAL })
    store.clear(pair)
    expect(store.load(pair)).toBeNull()
    expect(store.load(other)).not.toBeNull()
  })

  it('reports a refused write (quota) instead of throwing, and reads fail soft', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('nope')
      },
    }
    const store = createDraftStore({ storage: broken, adminId: 'a' })
    expect(store.save(pair, { batches, material: EMPTY_MATERIAL })).toBe(false)
    expect(store.load(pair)).toBeNull()
    expect(() => store.clear(pair)).not.toThrow()
  })
})

describe('parseDraft', () => {
  it('treats corrupt or foreign data as no draft', () => {
    for (const raw of [
      '{',
      'null',
      '[]',
      '{"batches":{}}',
      '{"batches":[{"id":1,"records":[]}]}',
      '{"batches":[{"id":"b","records":[42]}]}',
    ]) {
      expect(parseDraft(raw)).toBeNull()
    }
  })

  it('normalises missing or hostile field types without trusting them', () => {
    const raw =
      '{"batches":[{"id":"b","date":5,"records":[{"id":"r","userId":{"x":1},"override":"yes","__proto__":{"polluted":true}}]}]}'
    const draft = parseDraft(raw)
    expect(draft?.batches[0]?.records[0]).toEqual({
      id: 'r',
      userId: '',
      userName: '',
      date: '',
      startTime: '',
      endTime: '',
      override: false,
    })
    expect(draft?.batches[0]?.date).toBe('')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
