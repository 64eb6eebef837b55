import { Box, chakra, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface FormFieldProps {
  id: string
  label: string
  error?: string | undefined
  children: ReactNode
}

/** Label, control and error message wired for assistive technology. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      {children}
      {error ? (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  )
}

/** aria attributes for the control of a FormField. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const
}
