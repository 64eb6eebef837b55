import { Text } from '@chakra-ui/react'

/** The inline message under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <Text id={id} role="alert" color="red.600" fontSize="xs" mt="1" maxW="xs">
      {message}
    </Text>
  )
}

export const errorAria = (id: string, message: string | undefined) =>
  ({
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? id : undefined,
  }) as const
