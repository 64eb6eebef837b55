import { Box, Button, chakra, Flex, Text, Textarea } from '@chakra-ui/react'
import { ImageUpload } from '@gdzyz/ui-shell'
import { type ComponentProps, useState } from 'react'
import { errorAria, FieldError } from './field-error'
import {
  codePointLength,
  fileToDataUrl,
  MAX_DESCRIPTION_LENGTH,
  MAX_PROOF_IMAGES,
  type MaterialIssue,
  validateMaterial,
} from './material-rules'
import { fill, type useMakeupText } from './messages'
import type { MakeupMaterial } from './types'

interface MaterialFormProps {
  material: MakeupMaterial
  onChange: (change: (material: MakeupMaterial) => MakeupMaterial) => void
  text: ReturnType<typeof useMakeupText>
  /** Test seam: ImageUpload's encoder (default canvas). */
  encode?: ComponentProps<typeof ImageUpload>['encode']
  /** Test seam: reads a compressed file as a data URL. */
  readImage?: (file: Blob) => Promise<string>
}

export function materialMessage(
  issue: MaterialIssue,
  material: MakeupMaterial,
  text: ReturnType<typeof useMakeupText>,
): string {
  return fill(text.material.rules[issue], {
    max: issue === 'tooManyImages' ? MAX_PROOF_IMAGES : MAX_DESCRIPTION_LENGTH,
    count: codePointLength(material.description.trim()),
  })
}

/** 提交补录材料: a required description and up to five compressed proof images. */
export function MaterialForm({ material, onChange, text, encode, readImage }: MaterialFormProps) {
  const [touched, setTouched] = useState(material.description !== '')
  const [uploadKey, setUploadKey] = useState(0)
  const [readFailed, setReadFailed] = useState(false)
  const issue = validateMaterial(material)
  const shown = touched || material.images.length > 0 ? issue : null
  const descriptionIssue = shown === 'tooManyImages' ? null : shown
  const message = descriptionIssue ? materialMessage(descriptionIssue, material, text) : undefined
  const full = material.images.length >= MAX_PROOF_IMAGES

  const addImage = async (file: File | null) => {
    if (!file) return
    try {
      const url = await (readImage ?? fileToDataUrl)(file)
      setReadFailed(false)
      onChange((current) =>
        current.images.length >= MAX_PROOF_IMAGES
          ? current
          : { ...current, images: [...current.images, url] },
      )
    } catch {
      setReadFailed(true)
    }
    setUploadKey((key) => key + 1)
  }

  return (
    <Box>
      <chakra.label htmlFor="makeup-description" display="block" fontWeight="medium" mb="1">
        {text.material.description}
        <chakra.span color="red.600" aria-hidden="true">
          {' *'}
        </chakra.span>
      </chakra.label>
      <Text id="makeup-description-hint" fontSize="sm" color="fg.muted" mb="2">
        {text.material.hint}
      </Text>
      <Textarea
        id="makeup-description"
        required
        rows={5}
        width="full"
        p="2"
        borderWidth="1px"
        borderColor={message ? 'red.600' : 'border'}
        borderRadius="md"
        value={material.description}
        onBlur={() => setTouched(true)}
        onChange={(event) => {
          const description = event.currentTarget.value
          onChange((current) => ({ ...current, description }))
        }}
        {...errorAria('makeup-description-error', message)}
        aria-describedby={
          message ? 'makeup-description-error makeup-description-hint' : 'makeup-description-hint'
        }
      />
      <Flex justify="space-between" gap="3" align="start">
        <FieldError id="makeup-description-error" message={message} />
        <Text
          fontSize="xs"
          ml="auto"
          mt="1"
          color={descriptionIssue === 'descriptionTooLong' ? 'red.600' : 'fg.muted'}
        >
          {fill(text.material.counter, {
            count: codePointLength(material.description.trim()),
            max: MAX_DESCRIPTION_LENGTH,
          })}
        </Text>
      </Flex>

      <chakra.h2 fontSize="md" fontWeight="semibold" mt="6" mb="3">
        {fill(text.material.images, { max: MAX_PROOF_IMAGES })}
      </chakra.h2>
      {material.images.length > 0 ? (
        <chakra.ul display="flex" flexWrap="wrap" gap="3" mb="4" listStyleType="none" p="0">
          {material.images.map((url, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be attached twice; its position is its identity.
            <chakra.li key={`${index}:${url.slice(-16)}`} data-testid="makeup-proof-image">
              <chakra.img
                src={url}
                alt={fill(text.material.imageAlt, { n: index + 1 })}
                boxSize="28"
                objectFit="cover"
                borderRadius="md"
                borderWidth="1px"
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                mt="1"
                onClick={() =>
                  onChange((current) => ({
                    ...current,
                    images: current.images.filter((_, i) => i !== index),
                  }))
                }
              >
                {fill(text.material.removeImage, { n: index + 1 })}
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          {fill(text.material.full, { max: MAX_PROOF_IMAGES })}
        </Text>
      ) : (
        <ImageUpload
          key={uploadKey}
          label={fill(text.material.addImage, {
            count: material.images.length,
            max: MAX_PROOF_IMAGES,
          })}
          encode={encode}
          onChange={(file) => void addImage(file)}
        />
      )}
      {readFailed ? (
        <Text role="alert" color="red.600" fontSize="sm" mt="2">
          {text.material.readFailed}
        </Text>
      ) : null}
      {shown === 'tooManyImages' ? (
        <Text role="alert" color="red.600" fontSize="sm" mt="2">
          {materialMessage(shown, material, text)}
        </Text>
      ) : null}
    </Box>
  )
}
