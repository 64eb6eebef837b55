import type { Locale } from '@gdzyz/auth'
import type { Decorator, Preview } from '@storybook/react-vite'
import { type ReactNode, useLayoutEffect } from 'react'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
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

// The widths the console is designed and tested at: desktop, small laptop / tablet, phone.
const CONSOLE_VIEWPORTS = {
  console1440: { name: '1440 px desktop', styles: { width: '1440px', height: '900px' } },
  console992: { name: '992 px laptop', styles: { width: '992px', height: '800px' } },
  console390: { name: '390 px phone', styles: { width: '390px', height: '844px' } },
}

const preview: Preview = {
  // Every component gets a docs page: props table, controls and the usage notes of its meta.
  tags: ['autodocs'],
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
    viewport: { options: { ...CONSOLE_VIEWPORTS, ...MINIMAL_VIEWPORTS } },
    controls: { expanded: true, sort: 'requiredFirst' },
    options: { storySort: { order: ['Foundations', 'Screens', 'Shell'] } },
  },
}

export default preview
