import { render as rtlRender } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ShellProvider } from '../shell-provider'

const Providers = ({ children }: { children: ReactNode }) => (
  <ShellProvider>{children}</ShellProvider>
)

/** Renders inside the shell's providers, as apps do; `rerender` keeps them. */
export function renderShell(ui: ReactElement) {
  return rtlRender(ui, { wrapper: Providers })
}
