import { render as rtlRender } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ShellProvider } from '../shell-provider'

/** Renders inside the shell's providers, as apps do. */
export function renderShell(ui: ReactElement) {
  return rtlRender(<ShellProvider>{ui}</ShellProvider>)
}
