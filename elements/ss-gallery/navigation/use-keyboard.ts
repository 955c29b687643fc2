import { useEffect } from 'react'
import { keyDirection, type KeyMap } from '../keyboard/key-map.ts'
import type { GalleryNavigator } from './gallery-navigator.ts'

const typingInto = (target: EventTarget | undefined) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))

/** The block's `keys` (the left and right arrows), pressed while focus is inside the gallery, step it (its `keyboard` setting). */
export function useKeyboard(host: HTMLElement, navigator: GalleryNavigator, enabled: boolean, keys: KeyMap): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const direction = keyDirection(event, keys)
      if (direction === undefined || typingInto(event.composedPath()[0])) return
      event.preventDefault()
      navigator.step(direction)
    }
    host.addEventListener('keydown', onKeyDown)
    return () => host.removeEventListener('keydown', onKeyDown)
  }, [host, navigator, enabled, keys])
}
