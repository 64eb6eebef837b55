import { describe, expect, it } from 'vitest'
import { attendancePages } from '../attendance'
import { attendanceMessages } from '../attendance/messages'
import type { ListDescriptor } from '../lists/descriptor'
import { descriptors } from '../lists/descriptors/activity'
import { missionPages } from '.'
import { missionAppMessages } from './app-messages'

const lookup = (locale: 'zh-CN' | 'zh-TW', key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], {
      ...missionAppMessages[locale],
      attendance: attendanceMessages[locale],
    })

describe('活动查询 row actions', () => {
  it('link each mission to 查看, 修改, 二维码, 考勤 and 总结, pages that exist, labels in both languages', () => {
    for (const page of ['mission_query', 'mission_query_more']) {
      const actions = (descriptors[page] as ListDescriptor).actions ?? []
      const links = actions.filter((a) => a.kind === 'link' && a.scope === 'row')
      expect(links.map((a) => lookup('zh-CN', a.label))).toEqual(
        expect.arrayContaining(['查看', '修改', '二维码', '考勤', '总结']),
      )
      for (const action of links) {
        if (action.kind !== 'link') continue
        expect(lookup('zh-TW', action.label), action.label).toEqual(expect.any(String))
        const segment = action.to.replace('/activity/', '')
        expect({ ...missionPages, ...attendancePages }[segment], action.to).toBeDefined()
      }
    }
  })
})
