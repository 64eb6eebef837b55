import { Box, chakra, Image } from '@chakra-ui/react'
import { ImageUpload } from '@gdzyz/ui-shell'
import { useState } from 'react'
import { appConfig } from '../runtime-config/app-config'
import { resolveImageUrl } from '../runtime-config/image-url'

interface AvatarFieldProps {
  label: string
  value: string
  onChange: (url: string) => void
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * Avatar: the current picture, or once a new file is picked ui-shell's preview of it (never
 * both), plus ImageUpload (which compresses the file). The spec shows no upload call, so the
 * compressed image travels as a data URL in `idpicPath`. A stored relative path is shown from
 * the configured image base.
 */
export function AvatarField({ label, value, onChange }: AvatarFieldProps) {
  const [picked, setPicked] = useState(false)
  const src = resolveImageUrl(value, appConfig().imageBase)
  return (
    <Box mb="4">
      {src && !picked ? (
        <Image
          src={src}
          alt={label}
          boxSize="20"
          borderRadius="full"
          objectFit="cover"
          mb="2"
          borderWidth="1px"
        />
      ) : (
        <chakra.span srOnly>{label}</chakra.span>
      )}
      <ImageUpload
        label={label}
        onChange={(file) => {
          setPicked(file !== null)
          if (!file) onChange('')
          else void readAsDataUrl(file).then(onChange)
        }}
      />
    </Box>
  )
}
