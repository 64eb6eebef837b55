import { Toaster as ChakraToaster, createToaster, Portal, Toast } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** SPEC section 9: error messages stay 5 seconds. */
export const ERROR_DURATION_MS = 5000

export const shellToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 })

/** Shows a red error message for 5 s (the api-client's `notify` port fits this signature). */
export function notifyError(message: string, options?: { duration?: number }): void {
  shellToaster.create({
    type: 'error',
    description: message || 'Error',
    duration: options?.duration ?? ERROR_DURATION_MS,
  })
}

/** The toast region; ShellProvider renders it. */
export function Toaster() {
  const { t } = useTranslation('shell')
  return (
    <Portal>
      <ChakraToaster toaster={shellToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            bg={toast.type === 'error' ? 'red.700' : undefined}
            color={toast.type === 'error' ? 'white' : undefined}
          >
            <Toast.Indicator />
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger aria-label={t('toast.close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
