import { describe, expect, it } from 'vitest'
import { isSafeLink } from './safe-link'

describe('isSafeLink', () => {
  it.each([
    'https://www.gdzyz.cn/article/1',
    'HTTPS://example.org',
    '  https://example.org/a?b=1#c  ',
    '/website/information',
    '/dashboard?x=1',
  ])('accepts %j', (link) => expect(isSafeLink(link)).toBe(true))

  it.each([
    '',
    '   ',
    'http://example.org',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://',
    'https:///path',
    'https://exa mple.org',
    'mailto:a@b.c',
    'www.example.org',
    'website/information',
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false))
})
