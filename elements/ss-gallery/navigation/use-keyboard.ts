import { useEffect } from 'react'
import type { GalleryNavigator } from './gallery-navigator.ts'

/** Key 37 (left arrow) goes to the previous slide, 39 (right arrow) to the next. */
const KEY_DIRECTIONS: Record<number, 1 | -1> = { 37: -1, 39: 1 }
const KEY_NAMES: Record<string, 1 | -1> = { ArrowLeft: -1, ArrowRight: 1 }

const typingInto = (target: EventTarget | undefined) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))

/** The arrow keys, pressed while focus is inside the gallery, step it (the block's `keyboard` setting). */
export function useKeyboard(host: HTMLElement, navigator: GalleryNavigator, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const direction = KEY_NAMES[event.key] ?? KEY_DIRECTIONS[event.keyCode]
      if (direction === undefined || typingInto(event.composedPath()[0])) return
      event.preventDefault()
      navigator.step(direction)
    }
    host.addEventListener('keydown', onKeyDown)
    return () => host.removeEventListener('keydown', onKeyDown)
  }, [host, navigator, enabled])
}
