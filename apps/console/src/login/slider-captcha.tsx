import { Box, chakra, Text } from '@chakra-ui/react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CaptchaProps, demoCaptchaResult } from './captcha'

/**
 * Demo captcha: a native range slider (keyboard and touch accessible) that yields a
 * sessionId/sig/verifyToken triple once dragged to the end.
 */
export function SliderCaptcha({ onSolved, resetKey }: CaptchaProps) {
  const { t } = useTranslation('app')
  const id = useId()
  const [value, setValue] = useState(0)
  const solved = value >= 100

  useEffect(() => {
    if (resetKey >= 0) setValue(0)
  }, [resetKey])

  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {solved ? t('slider.done') : t('slider.label')}
      </chakra.label>
      <chakra.input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={solved}
        w="full"
        accentColor="var(--chakra-colors-brand-solid)"
        data-testid="captcha-slider"
        onChange={(event) => {
          const next = Number(event.currentTarget.value)
          setValue(next)
          if (next >= 100) onSolved(demoCaptchaResult())
        }}
      />
      {solved ? (
        <Text role="status" fontSize="sm" color="green.700">
          ✓ {t('slider.done')}
        </Text>
      ) : null}
    </Box>
  )
}
