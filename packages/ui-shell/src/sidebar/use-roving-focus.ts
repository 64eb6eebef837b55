import type { KeyboardEvent } from 'react'

const SELECTOR = '[data-menu-item]'

/** Arrow keys, Home and End move focus between the menu's items (Tab still works). */
export function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(SELECTOR)]
  if (items.length === 0) return
  const index = items.indexOf(document.activeElement as HTMLElement)
  const last = items.length - 1
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? index >= last
            ? 0
            : index + 1
          : index <= 0
            ? last
            : index - 1
  event.preventDefault()
  items[next]?.focus()
}
