import { useEffect, useState } from 'react'

/**
 * True from the first time the window has scrolled past `threshold`, and from then on: the shell
 * fetches the back-to-top button's code only when someone has scrolled far enough to need it,
 * not among the requests of the first paint.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (past) return
    const check = () => {
      if (window.scrollY > threshold) setPast(true)
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [past, threshold])
  return past
}
