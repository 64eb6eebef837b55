import { ShellProvider } from '@gdzyz/ui-shell'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { LazyQueries } from './lazy-queries'
import { createAppRoutes } from './router'

describe('createAppRoutes', () => {
  it.each([['/dashboard'], ['/login']])(
    'shows the loading indicator, not a blank page, while the code of %s loads',
    (path) => {
      const pending: LazyQueries = { load: () => new Promise(() => undefined) }
      const router = createMemoryRouter(createAppRoutes(pending), { initialEntries: [path] })
      render(
        <ShellProvider toaster={false}>
          <RouterProvider router={router} />
        </ShellProvider>,
      )
      expect(screen.getByRole('status')).toBeInTheDocument()
    },
  )
})
