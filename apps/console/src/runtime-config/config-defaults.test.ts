import { describe, expect, it, vi } from 'vitest'
import { toConfigJson } from './app-config-schema'
import { configDefaults } from './config-defaults'
import { resolveConfig } from './read-config'

describe('configDefaults (the build variables)', () => {
  it('uses the built-in values without variables', () => {
    const config = configDefaults({}, () => undefined)
    expect(config.helpUrl).toBe('https://www.gdzyz.cn/')
    expect(config.sessionExpiry).toEqual({ statuses: [401], codes: [401] })
    expect([...config.iframePages.keys()]).toEqual(['gdzyz_home'])
  })

  it('takes valid VITE_* variables and refuses the rest with a warning', () => {
    const warn = vi.fn()
    const config = configDefaults(
      {
        VITE_HELP_URL: 'https://help.build.example/',
        VITE_XFAQ_URL: 'http://fire.build.example/',
        VITE_IFRAME_PAGES: '{"a":"https://a.build.example/"}',
        VITE_SESSION_EXPIRY: 'not json',
      },
      warn,
    )
    expect(config.helpUrl).toBe('https://help.build.example/')
    expect(config.partnerSites.xfaq).toBe('https://xfaq.gdzyz.cn/')
    expect(config.partnerSites.hszh).toBe('https://hszh.gdzyz.cn/')
    expect(config.iframePages.get('a')).toBe('https://a.build.example/')
    expect(warn).toHaveBeenCalledWith('VITE_SESSION_EXPIRY: not JSON, ignored')
    expect(warn).toHaveBeenCalledWith(
      'build variables.partnerSites.xfaq: refused value; the default is used',
    )
  })

  it('writes a config.json that reads back to the same configuration without warnings', async () => {
    const config = configDefaults({ VITE_MAP_KEY: 'abc' }, () => undefined)
    const text = JSON.stringify(toConfigJson(config))
    expect(JSON.parse(text).iframePages).toEqual({ gdzyz_home: 'https://www.gdzyz.cn/' })
    const warn = vi.fn()
    const read = await resolveConfig(
      Promise.resolve({ status: 200, text }),
      configDefaults({}, () => undefined),
      warn,
    )
    expect(read).toEqual(config)
    expect(read.mapKey).toBe('abc')
    expect(warn).not.toHaveBeenCalled()
  })
})
