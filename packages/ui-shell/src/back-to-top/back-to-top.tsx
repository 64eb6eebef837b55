import { IconButton, useRecipe } from '@chakra-ui/react'
import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BACK_TO_TOP_THRESHOLD } from './threshold'

export { BACK_TO_TOP_THRESHOLD }

export interface BackToTopProps {
  /** Scroll container; default the window. */
  target?: HTMLElement | null
  threshold?: number
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function BackToTop({ target, threshold = BACK_TO_TOP_THRESHOLD }: BackToTopProps) {
  const { t } = useTranslation('shell')
  const css = useRecipe({ key: 'shellBackToTop' })()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const source: HTMLElement | Window = target ?? window
    const read = () => (target ? target.scrollTop : window.scrollY)
    const onScroll = () => setVisible(read() > threshold)
    onScroll()
    source.addEventListener('scroll', onScroll, { passive: true })
    return () => source.removeEventListener('scroll', onScroll)
  }, [target, threshold])

  if (!visible) return null
  return (
    <IconButton
      css={css}
      aria-label={t('backToTop')}
      onClick={() =>
        (target ?? window).scrollTo({
          top: 0,
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        })
      }
    >
      <ArrowUp aria-hidden="true" />
    </IconButton>
  )
}
