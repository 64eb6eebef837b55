import { describe, expect, it } from 'vitest'
import { isDate, validateBatches } from './rules'
import type { MakeupBatch, MakeupRecord } from './types'

const mission = { startDate: '2026-03-01', endDate: '2026-03-10' }

const record = (id: string, patch: Partial<MakeupRecord> = {}): MakeupRecord => ({
  id,
  userId: `u-${id}`,
  userName: '',
  date: '2026-03-02',
  startTime: '09:00',
  endTime: '11:00',
  override: false,
  ...patch,
})

const batch = (
  id: string,
  records: MakeupRecord[],
  patch: Partial<MakeupBatch> = {},
): MakeupBatch => ({
  id,
  date: '2026-03-02',
  start: '08:00',
  end: '12:00',
  records,
  ...patch,
})

const codes = (batches: MakeupBatch[]) =>
  validateBatches(batches, mission).map((i) => `${i.recordId ?? i.batchId}.${i.field}:${i.code}`)

describe('validateBatches', () => {
  it('accepts a well-formed session', () => {
    expect(codes([batch('b1', [record('r1'), record('r2')])])).toEqual([])
  })

  it('requires the end after the start, for batches and records', () => {
    expect(codes([batch('b1', [], { start: '10:00', end: '10:00' })])).toEqual([
      'b1.end:endNotAfterStart',
    ])
    expect(codes([batch('b1', [record('r1', { startTime: '11:00', endTime: '10:59' })])])).toEqual([
      'r1.endTime:endNotAfterStart',
    ])
  })

  it('keeps dates inside the mission, bounds included', () => {
    expect(
      codes([batch('b1', [], { date: '2026-03-01' }), batch('b2', [], { date: '2026-03-10' })]),
    ).toEqual([])
    expect(codes([batch('b1', [], { date: '2026-02-28' })])).toEqual(['b1.date:outsideMission'])
    expect(
      codes([batch('b1', [record('r1', { date: '2026-03-11' })], { date: '2026-03-11' })]),
    ).toEqual(['b1.date:outsideMission', 'r1.date:outsideMission'])
  })

  it('rejects malformed and impossible dates and times', () => {
    expect(codes([batch('b1', [], { date: '2026-02-30' })])).toEqual(['b1.date:badDate'])
    expect(codes([batch('b1', [], { start: '24:00', end: '9:00' })])).toEqual([
      'b1.start:badTime',
      'b1.end:badTime',
    ])
    expect(codes([batch('b1', [record('r1', { userId: '  ', date: '' })])])).toEqual([
      'r1.userId:required',
      'r1.date:required',
    ])
  })

  it('keeps a record inside its batch unless overridden', () => {
    const early = record('r1', { startTime: '07:30' })
    const otherDay = record('r2', { date: '2026-03-03', userId: 'x' })
    const late = record('r3', { endTime: '12:01', userId: 'y' })
    expect(codes([batch('b1', [early, otherDay, late])])).toEqual([
      'r1.startTime:outsideBatch',
      'r2.date:outsideBatch',
      'r3.endTime:outsideBatch',
    ])
    expect(
      codes([
        batch('b1', [
          { ...early, override: true },
          { ...otherDay, override: true },
        ]),
      ]),
    ).toEqual([])
  })

  it('flags overlapping records of one volunteer across batches, but not touching ones', () => {
    const a = batch('b1', [record('r1', { userId: '9007199254740993' })])
    const b = batch(
      'b2',
      [record('r2', { userId: '9007199254740993', startTime: '10:59', endTime: '11:30' })],
      {
        end: '12:00',
      },
    )
    expect(validateBatches([a, b], mission)).toEqual([
      { batchId: 'b1', recordId: 'r1', field: 'userId', code: 'overlap', otherBatchId: 'b2' },
      { batchId: 'b2', recordId: 'r2', field: 'userId', code: 'overlap', otherBatchId: 'b1' },
    ])
    const touching = batch('b2', [
      record('r2', { userId: '9007199254740993', startTime: '11:00', endTime: '12:00' }),
    ])
    expect(codes([a, touching])).toEqual([])
    const otherPerson = batch('b2', [record('r2', { userId: '9007199254740992' })])
    expect(codes([a, otherPerson])).toEqual([])
  })

  it('finds an overlap hidden behind a short earlier record', () => {
    const long = record('r1', { userId: 'u', startTime: '08:00', endTime: '12:00' })
    const short = record('r2', { userId: 'u', startTime: '08:30', endTime: '08:45' })
    const late = record('r3', { userId: 'u', startTime: '11:00', endTime: '11:30' })
    expect(codes([batch('b1', [long, short, late])]).sort()).toEqual([
      'r1.userId:overlap',
      'r2.userId:overlap',
      'r3.userId:overlap',
    ])
  })

  it('survives hostile text without throwing', () => {
    const hostile = record('r1', {
      userId: '<img src=x onerror=alert(1)>',
      date: '2026-03-02\n',
      startTime: '０９:00',
    })
    expect(codes([batch('b1', [hostile])])).toEqual(['r1.date:badDate', 'r1.startTime:badTime'])
  })
})

describe('isDate', () => {
  it('knows leap years', () => {
    expect(isDate('2028-02-29')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(isDate('2026-13-01')).toBe(false)
  })
})
