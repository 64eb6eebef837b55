import { ShellProvider } from '@gdzyz/ui-shell'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../i18n/setup'
import { emptyDetails, LIMITS, type MissionDetails } from './mission-form'
import type { DetailErrors } from './mission-rules'
import { PostList, SessionList } from './step2-lists'

let latest: MissionDetails = emptyDetails()

function Lists({ errors, initial }: { errors?: DetailErrors; initial: MissionDetails }) {
  const [details, setDetails] = useState(initial)
  latest = details
  const onChange = (change: (d: MissionDetails) => MissionDetails) => setDetails(change)
  return (
    <>
      <PostList details={details} errors={errors} onChange={onChange} />
      <SessionList details={details} errors={errors} onChange={onChange} />
    </>
  )
}

const show = (errors?: DetailErrors, initial = emptyDetails()) =>
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <Lists errors={errors} initial={initial} />
    </ShellProvider>,
  )

describe('posts and sessions editors', () => {
  it('add, edit and remove rows of each list by their own fields and ids', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: '添加岗位' }))
    fireEvent.click(screen.getByRole('button', { name: '添加时段' }))
    expect(screen.getByRole('group', { name: '岗位 2' })).toBeTruthy()
    const session2 = screen.getByRole('group', { name: '时段 2' })
    fireEvent.change(within(session2).getByLabelText(/开始时间/), { target: { value: '09:00' } })
    expect(document.getElementById('mission-sessions.1.startTime')).toBeTruthy()
    expect(document.getElementById('mission-posts.1.requirement')).toBeTruthy()
    expect(latest.sessions[1]?.startTime).toBe('09:00')
    expect(latest.posts).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: '删除岗位 1' }))
    expect(latest.posts).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /删除岗位/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '删除时段 1' }))
    expect(latest.sessions.map((s) => s.startTime)).toEqual(['09:00'])
  })

  it('stops adding at the limit and shows each row’s and each list’s message', () => {
    const { unmount } = show()
    for (let i = 1; i < LIMITS.posts; i++)
      fireEvent.click(screen.getByRole('button', { name: '添加岗位' }))
    expect(latest.posts).toHaveLength(LIMITS.posts)
    expect(screen.queryByRole('button', { name: '添加岗位' })).toBeNull()
    unmount()
    const initial = emptyDetails()
    const key = initial.sessions[0]?.key ?? ''
    show(
      {
        posts: {},
        sessions: { [key]: { date: '日期格式应为 年-月-日' } },
        postsList: '请至少添加一个岗位',
      },
      initial,
    )
    const date = screen.getByLabelText(/^\*?日期$/)
    expect(date.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('日期格式应为 年-月-日')).toBeTruthy()
    expect(screen.getByText('请至少添加一个岗位').id).toBe('mission-posts-error')
  })
})
