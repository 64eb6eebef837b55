import { defineSlotRecipe } from '@chakra-ui/react'

export const imageUploadSlotRecipe = defineSlotRecipe({
  className: 'shell-image-upload',
  slots: ['root', 'label', 'preview', 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    preview: {
      width: '32',
      height: '32',
      objectFit: 'cover',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'gray.200',
    },
    status: { fontSize: 'sm', color: 'gray.600', '&[data-error]': { color: 'red.700' } },
  },
})
