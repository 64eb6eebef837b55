import { Toaster as ChakraToaster, createToaster, Portal, Toast } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** The toast store behind `notifyError` (loaded with this chunk, see `./toaster`). */
export const shellToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 })

/** The Chakra toast region, in its own chunk: `Toaster` mounts it lazily. */
export function ToastRegion() {
  const { t } = useTranslation('shell')
  return (
    <Portal>
      <ChakraToaster
        toaster={shellToaster}
        insetInline={{ mdDown: '4' }}
        aria-label={t('toast.region')}
      >
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            bg={
              toast.type === 'error'
                ? 'red.700'
                : toast.type === 'success'
                  ? 'green.700'
                  : undefined
            }
            color={toast.type === 'error' || toast.type === 'success' ? 'white' : undefined}
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
