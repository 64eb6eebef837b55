import { describe, expect, it } from 'vitest'
import { resolveImageUrl } from './image-url'

const BASE = 'https://img.test.example/files/'

describe('resolveImageUrl', () => {
  it.each([
    ['upload/a.jpg', 'https://img.test.example/files/upload/a.jpg'],
    ['/upload/a.jpg', 'https://img.test.example/files/upload/a.jpg'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['blob:https://console.example/1', 'blob:https://console.example/1'],
  ])('%s -> %s', (path, expected) => {
    expect(resolveImageUrl(path, BASE)).toBe(expected)
  })

  it.each([
    ['http://plain.example/a.png'],
    ['javascript:alert(1)'],
    ['//evil.example/a.png'],
    ['\\\\evil.example\\a.png'],
    ['data:text/html,<script>1</script>'],
    [''],
    ['   '],
  ])('loads nothing for %j', (path) => {
    expect(resolveImageUrl(path, BASE)).toBe('')
  })
})
