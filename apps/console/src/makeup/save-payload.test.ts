import { describe, expect, it } from 'vitest'
import { hasMaterial, singleFlight, toSaveBody } from './save-payload'
import { EMPTY_MATERIAL } from './types'

describe('toSaveBody', () => {
  it('sends the pair, batches and records without local-only fields', () => {
    const body = toSaveBody(
      { missionId: '1234567890123456789', timesInfoId: '7' },
      [
        {
          id: 'b',
          date: '2026-03-02',
          start: '08:00',
          end: '12:00',
          records: [
            {
              id: 'r',
              userId: ' 42 ',
              userName: '李华',
              date: '2026-03-02',
              startTime: '08:00',
              endTime: '09:00',
              override: true,
            },
          ],
        },
      ],
      EMPTY_MATERIAL,
    )
    expect(body).toEqual({
      missionId: '1234567890123456789',
      timesInfoId: '7',
      batches: [
        {
          date: '2026-03-02',
          start: '08:00',
          end: '12:00',
          records: [
            {
              userId: '42',
              makeupDate: '2026-03-02',
              makeupStartTime: '08:00',
              makeupEndTime: '09:00',
            },
          ],
        },
      ],
    })
  })
})

describe('toSaveBody material', () => {
  const pair = { missionId: '1', timesInfoId: '2' }
  it('leaves out empty or blank material and sends a trimmed description with the images', () => {
    expect(toSaveBody(pair, [], { description: '  \n ', images: [] })).not.toHaveProperty(
      'material',
    )
    const images = ['data:image/jpeg;base64,/9j/']
    expect(toSaveBody(pair, [], { description: '  设备故障 ', images }).material).toEqual({
      description: '设备故障',
      images,
    })
    expect(hasMaterial({ description: '', images })).toBe(true)
  })
})

describe('singleFlight', () => {
  it('runs one task for calls made while it is in flight, and again afterwards', async () => {
    let calls = 0
    let release: (value: number) => void = () => {}
    const save = singleFlight(() => {
      calls++
      return new Promise<number>((resolve) => {
        release = resolve
      })
    })
    const first = save()
    const second = save()
    expect(second).toBe(first)
    release(1)
    await expect(first).resolves.toBe(1)
    void save()
    expect(calls).toBe(2)
  })

  it('frees the guard after a failure so the admin can retry', async () => {
    let calls = 0
    const save = singleFlight(async () => {
      calls++
      throw new Error('HTTP 500')
    })
    await expect(save()).rejects.toThrow('HTTP 500')
    await expect(save()).rejects.toThrow('HTTP 500')
    expect(calls).toBe(2)
  })
})
