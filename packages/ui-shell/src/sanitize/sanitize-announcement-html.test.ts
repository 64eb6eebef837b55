// @vitest-environment jsdom
import DOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { sanitizeAnnouncementHtml as clean } from './sanitize-announcement-html'

const parse = (html: string) => {
  const div = document.createElement('div')
  div.innerHTML = clean(html)
  return div
}

describe('sanitizeAnnouncementHtml', () => {
  it('keeps basic formatting, lists, links and https images', () => {
    const out = parse(
      '<p><strong>重要</strong> <em>通知</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
        '<a href="https://example.org/a">文章</a><img src="https://img.example.org/x.png" alt="x">',
    )
    expect(out.querySelector('strong')?.textContent).toBe('重要')
    expect(out.querySelectorAll('li')).toHaveLength(2)
    expect(out.querySelector('img')?.getAttribute('src')).toBe('https://img.example.org/x.png')
  })

  it('forces links into a new tab with noopener noreferrer', () => {
    const a = parse('<a href="/article/1" target="_self" rel="opener">x</a>').querySelector('a')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each([
    ['<script>alert(1)</script>ok', 'script'],
    ['<img src=x onerror=alert(1)>', 'img'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<form action="https://evil.example"><input name=p></form>', 'form'],
    ['<svg><script>alert(1)</script></svg>', 'svg'],
    ['<style>body{display:none}</style>', 'style'],
    ['<object data="https://evil.example/x.swf"></object>', 'object'],
  ])('removes %s', (html, tag) => {
    expect(parse(html).querySelector(tag)).toBeNull()
  })

  it('drops event handlers and javascript:, data: and protocol-relative URLs', () => {
    const out = parse(
      '<p onclick="alert(1)" onmouseover="x()">a</p>' +
        '<a id="j" href="javascript:alert(1)">j</a><a id="J" href=" JaVaScRiPt:alert(1)">J</a>' +
        '<a id="d" href="data:text/html,<script>alert(1)</script>">d</a>' +
        '<a id="p" href="//evil.example">p</a><a id="b" href="/\\evil.example">b</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="http://tracker.example/p.gif">',
    )
    expect(out.innerHTML).not.toMatch(/onclick|onmouseover|javascript|data:|evil/i)
    expect(out.querySelectorAll('img')).toHaveLength(0)
  })

  it('removes positioning and resource-loading styles but keeps harmless ones', () => {
    const p = parse(
      '<p style="position:fixed;top:0;left:0;z-index:9999;color:red;background:url(https://t.example/x);text-align:center">x</p>',
    ).querySelector('p')
    const style = p?.getAttribute('style') ?? ''
    expect(style).toContain('color: red')
    expect(style).toContain('text-align: center')
    expect(style).not.toMatch(/position|top|left|z-index|url/)
  })

  it('does not leak hooks into the global DOMPurify and returns empty text for bad input', () => {
    clean('<a href="https://example.org">x</a>')
    expect(DOMPurify.sanitize('<a href="https://example.org">x</a>')).not.toContain('_blank')
    expect(clean(undefined as unknown as string)).toBe('')
    expect(clean('')).toBe('')
  })
})
