import { createApiClient } from '@gdzyz/api-client'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'
import { ArticleViewPage } from './article-view-page'

const ARTICLE = {
  id: 9007199254740993n,
  title: '志愿服务先进典型事迹',
  category: '先进典型',
  source: '广东i志愿',
  operator: '陈晓明',
  viewCount: 1024,
  status: 1,
  createTime: '2026-03-02 10:00:00',
  content:
    '<p>正文<strong>重点</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
    '<a href="javascript:window.__xss=1">危险</a><img src="https://img.example.org/a.jpg" alt="合影">',
}

const answer = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/json' } })

function setup(search: string, respond: (request: Request) => Response) {
  const requests: Request[] = []
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(request)
      return respond(request)
    },
  })
  const router = createMemoryRouter(
    [
      {
        path: '/website/information_view',
        element: <ArticleViewPage resource="information_view" title="文章查看" />,
      },
      { path: '/website/*', element: <p>other page</p> },
    ],
    { initialEntries: [`/website/information_view${search}`] },
  )
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <ApiContext value={client}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  return { requests, router }
}

const json = (value: unknown) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))

describe('ArticleViewPage', () => {
  it('shows the article with its body through the shell sanitizer, running nothing', async () => {
    const { requests } = setup('?id=9007199254740993', () =>
      answer(
        json({ code: 1, msg: 'ok', data: ARTICLE }).replace(
          '"9007199254740993"',
          '9007199254740993',
        ),
      ),
    )
    const heading = await screen.findByRole('heading', { name: ARTICLE.title })
    const article = heading.closest('article') as HTMLElement
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/list/information/9007199254740993',
    )
    expect(within(article).getByText('先进典型')).toBeInTheDocument()
    expect(within(article).getByText('重点').tagName).toBe('STRONG')
    expect(within(article).getByRole('img', { name: '合影' })).toHaveAttribute(
      'src',
      'https://img.example.org/a.jpg',
    )
    expect(article.querySelector('script, [onerror], img[src="x"]')).toBeNull()
    expect(article.innerHTML).not.toMatch(/javascript:/i)
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    expect(within(article).getByRole('link', { name: '编辑文章' })).toHaveAttribute(
      'href',
      '/website/information_edit?id=9007199254740993',
    )
  })

  it.each(['', '?id=', '?id=abc', '?id=1%27%3Balert(1)', '?id=123456789012345678901'])(
    'asks to open an article from the list when the id is %j, without a request',
    async (search) => {
      const { requests } = setup(search, () => answer('{}'))
      expect(await screen.findByRole('alert')).toHaveTextContent('未指定要查看的文章')
      expect(screen.getByRole('link', { name: '返回文章列表' })).toHaveAttribute(
        'href',
        '/website/information',
      )
      expect(requests).toHaveLength(0)
    },
  )

  it('says why it failed and loads again with 重试', async () => {
    let calls = 0
    setup('?id=7', () => {
      calls += 1
      return calls === 1
        ? answer('{"code":0,"msg":"记录不存在或已删除","data":null}')
        : answer(json({ code: 1, msg: 'ok', data: { ...ARTICLE, id: 7 } }))
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('文章加载失败：记录不存在或已删除')
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('heading', { name: ARTICLE.title })).toBeInTheDocument()
  })
})
