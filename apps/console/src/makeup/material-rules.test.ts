import { describe, expect, it } from 'vitest'
import { codePointLength, validateMaterial } from './material-rules'

const image = 'data:image/jpeg;base64,/9j/'

describe('validateMaterial', () => {
  it('requires a description that is not blank', () => {
    expect(validateMaterial({ description: '', images: [image] })).toBe('descriptionRequired')
    expect(validateMaterial({ description: ' \n\t　', images: [] })).toBe('descriptionRequired')
    expect(validateMaterial({ description: '设备故障', images: [] })).toBeNull()
  })

  it('counts the 500 limit in code points, after trimming', () => {
    const astral = '𠀀'.repeat(500)
    expect(astral.length).toBe(1000)
    expect(codePointLength(astral)).toBe(500)
    expect(validateMaterial({ description: `  ${astral}  `, images: [] })).toBeNull()
    expect(validateMaterial({ description: `${astral}a`, images: [] })).toBe('descriptionTooLong')
    expect(validateMaterial({ description: '😀'.repeat(501), images: [] })).toBe(
      'descriptionTooLong',
    )
  })

  it('allows at most five images', () => {
    expect(validateMaterial({ description: 'x', images: Array(5).fill(image) })).toBeNull()
    expect(validateMaterial({ description: 'x', images: Array(6).fill(image) })).toBe(
      'tooManyImages',
    )
  })
})
