import { ShellProvider, setLocale } from '@gdzyz/ui-shell'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppI18n } from '../i18n/setup'
import type { LazyQueries } from './lazy-queries'
import { createAppRoutes } from './router'

describe('createAppRoutes', () => {
  afterEach(() => setLocale('zh-CN'))

  it.each([
    ['/dashboard', 'zh-CN', '加载中…', '广东i志愿组织服务'],
    ['/login', 'zh-TW', '載入中…', '廣東i志願組織服務'],
  ] as const)(
    'shows the loading page, not a blank one, while the code of %s loads (%s)',
    (path, locale, status, title) => {
      setLocale(locale)
      const pending: LazyQueries = { load: () => new Promise(() => undefined), clear: () => {} }
      const router = createMemoryRouter(createAppRoutes(pending), { initialEntries: [path] })
      render(
        <ShellProvider toaster={false} i18n={createAppI18n(locale)}>
          <RouterProvider router={router} />
        </ShellProvider>,
      )
      expect(screen.getByRole('status', { name: status })).toBeInTheDocument()
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    },
  )
})
