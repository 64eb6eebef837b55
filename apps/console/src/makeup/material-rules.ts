import type { MakeupMaterial } from './types'

export const MAX_DESCRIPTION_LENGTH = 500
export const MAX_PROOF_IMAGES = 5

export type MaterialIssue = 'descriptionRequired' | 'descriptionTooLong' | 'tooManyImages'

/** Length in Unicode code points (an emoji or a rare CJK character counts once). */
export const codePointLength = (value: string): number => [...value].length

/** The first problem with the material, or null when it can be sent. */
export function validateMaterial(material: MakeupMaterial): MaterialIssue | null {
  const description = material.description.trim()
  if (description === '') return 'descriptionRequired'
  if (codePointLength(description) > MAX_DESCRIPTION_LENGTH) return 'descriptionTooLong'
  if (material.images.length > MAX_PROOF_IMAGES) return 'tooManyImages'
  return null
}

/** Reads a (compressed) image file as a data URL, the form the draft and the save carry. */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}
