// @vitest-environment jsdom
import { sanitizeAnnouncementHtml } from '@gdzyz/ui-shell'
import { describe, expect, it } from 'vitest'
import { editorValue, sanitizeToFragment } from './editor-html'

const HOSTILE = [
  '<p>正文</p><img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script><p>正文</p>',
  '<a href="javascript:window.__xss=1">点我</a>',
  '<a href=" jAvAsCrIpT:alert(1)">点我</a>',
  '<iframe src="https://evil.example"></iframe><p>正文</p>',
  '<svg onload="window.__xss=1"><circle /></svg>',
  '<p style="position:fixed;inset:0;background:url(https://t.example/x)">覆盖</p>',
  '<form action="https://evil.example"><input name="p"></form>',
  '<img src="data:image/png;base64,AAAA"><img src="http://t.example/p.gif">',
  '<p onclick="window.__xss=1" onmouseover="x()">正文</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<div><style>body{display:none}</style>正文</div>',
]

describe('editorValue', () => {
  it.each(HOSTILE)('strips script, handlers and unsafe URLs from %j', (html) => {
    const out = editorValue(html)
    expect(out).not.toMatch(
      /<script|onerror|onload|onclick|onmouseover|javascript:|<iframe|<svg|<form|<style|data:|http:|position|url\(/i,
    )
  })

  it.each([
    ...HOSTILE,
    '<p><b>粗</b><i>斜</i><u>下划线</u><s>删除</s></p><ul><li>一</li></ul><ol><li>二</li></ol>',
    '<p><a href="https://www.gdzyz.cn/a">链接</a> <a href="/website/information">站内</a></p>',
    '<p style="text-align: center; color: red">居中</p><p><img src="https://img.example.org/a.jpg" alt="图"></p>',
  ])('is kept unchanged by the shell sanitizer (readers see what was saved): %j', (html) => {
    const out = editorValue(html)
    expect(sanitizeAnnouncementHtml(out)).toBe(out)
  })

  it('keeps formatting, links (forced to a new tab) and https images', () => {
    const out = editorValue(
      '<p><b>重要</b> <a href="https://www.gdzyz.cn/">广东i志愿</a></p><p><img src="https://img.example.org/a.jpg" alt="活动照片"></p>',
    )
    expect(out).toContain('<b>重要</b>')
    expect(out).toContain('href="https://www.gdzyz.cn/"')
    expect(out).toContain('rel="noopener noreferrer"')
    expect(out).toContain('<img src="https://img.example.org/a.jpg" alt="活动照片">')
  })

  it.each([
    '',
    '<p><br></p>',
    '<p>   </p><div><br></div>',
    '<script>x</script>',
    '<img src=x onerror=alert(1)>',
  ])('is empty for content without text or image: %j', (html) => expect(editorValue(html)).toBe(''))

  it('keeps an image-only content', () => {
    expect(editorValue('<p><img src="https://img.example.org/a.jpg" alt=""></p>')).not.toBe('')
  })
})

describe('sanitizeToFragment', () => {
  it('gives clean nodes of the editor document, without running anything while parsing', () => {
    const fragment = sanitizeToFragment(HOSTILE.join(''), document)
    expect(fragment.ownerDocument).toBe(document)
    const box = document.createElement('div')
    box.append(fragment)
    expect(box.querySelector('script, iframe, svg, form, style, [onerror], [onclick]')).toBeNull()
    expect(box.innerHTML).not.toMatch(/javascript:/i)
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })
})
