import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { Pagination } from '../pagination'
import { system } from '../theme/system'
import { ShellProvider } from './shell-provider'

const appI18n = () => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'zh-CN',
    resources: { 'zh-CN': { app: { greet: '应用问候' }, extra: { greet: '额外问候' } } },
    ns: ['app', 'extra'],
    defaultNS: 'app',
    initAsync: false,
  })
  return instance
}

function Greeting() {
  const { t } = useTranslation()
  return <p>{t('greet')}</p>
}

const pagination = <Pagination page={1} pageSize={10} total={30} onChange={() => undefined} />

describe('ShellProvider', () => {
  it("keeps the app's own default namespace while shell components use theirs", () => {
    render(
      <ShellProvider i18n={appI18n()} toaster={false}>
        <Greeting />
        {pagination}
      </ShellProvider>,
    )
    expect(screen.getByText('应用问候')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument()
  })

  it('lets the app choose another default namespace', () => {
    render(
      <ShellProvider i18n={appI18n()} defaultNS="extra" toaster={false}>
        <Greeting />
        {pagination}
      </ShellProvider>,
    )
    expect(screen.getByText('额外问候')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument()
  })

  describe('global styles', () => {
    const globalCss = () =>
      [...document.querySelectorAll('style[data-emotion^="css-global"]')]
        .map((style) => style.textContent)
        .join('')
    const componentCss = () =>
      [...document.querySelectorAll('style[data-emotion="css"]')]
        .map((style) => style.textContent)
        .join('')

    it('injects the layer order, reset and token variables by default', () => {
      render(<ShellProvider toaster={false}>{pagination}</ShellProvider>)
      expect(globalCss()).toContain('@layer reset,base,tokens,recipes;')
      expect(globalCss()).toContain('--chakra-colors-brand-solid')
    })

    it('injects none of them when the app links global.css, and still styles components', () => {
      render(
        <ShellProvider toaster={false} globalCssLinked>
          {pagination}
        </ShellProvider>,
      )
      expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument()
      expect(globalCss()).not.toMatch(/@layer|--chakra-/)
      expect(componentCss()).toContain('@layer recipes')
    })

    it("never reads the system's global styles when the app links global.css", () => {
      let reads = 0
      const counting = Object.defineProperties(
        {},
        {
          ...Object.getOwnPropertyDescriptors(system),
          _global: {
            enumerable: true,
            get: () => {
              reads += 1
              return system._global
            },
          },
        },
      ) as typeof system
      const { unmount } = render(
        <ShellProvider system={counting} toaster={false} globalCssLinked>
          {pagination}
        </ShellProvider>,
      )
      unmount()
      expect(reads).toBe(0)
      render(
        <ShellProvider system={counting} toaster={false}>
          {pagination}
        </ShellProvider>,
      )
      expect(reads).toBeGreaterThan(0)
    })
  })
})
