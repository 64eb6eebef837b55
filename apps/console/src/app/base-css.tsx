import { Global } from '@emotion/react'

/**
 * The part of Chakra's preflight the console's own forms rely on: ui-shell's system is built
 * without `preflight`, so inputs sized `100%` overflowed their panels and `borderWidth`
 * drew no border. Reported to ui-shell; this keeps the app's screens correct meanwhile.
 */
export function BaseCss() {
  return (
    <Global
      styles={{
        // In Chakra's `reset` cascade layer, so every recipe and style prop still wins.
        '@layer reset': {
          '*, *::before, *::after': {
            boxSizing: 'border-box',
            margin: 0,
            padding: 0,
            borderWidth: 0,
            borderStyle: 'solid',
            borderColor: 'var(--chakra-colors-border, #e4e4e7)',
          },
        },
      }}
    />
  )
}
