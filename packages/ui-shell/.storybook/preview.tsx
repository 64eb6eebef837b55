import type { Locale } from '@gdzyz/auth'
import type { Decorator, Preview } from '@storybook/react-vite'
import { type ReactNode, useLayoutEffect } from 'react'
import { setLocale } from '../src/i18n/locale'
import { ShellProvider } from '../src/shell-provider'

function LocaleSync({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => setLocale(locale), [locale])
  return children
}

const withShell: Decorator = (Story, context) => (
  <LocaleSync locale={context.globals.locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'}>
    <ShellProvider>
      <Story />
    </ShellProvider>
  </LocaleSync>
)

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language (localStorage lang)',
      toolbar: {
        title: '语言',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'zh-TW', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  decorators: [withShell],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
}

export default preview
