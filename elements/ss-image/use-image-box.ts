import { useLayoutEffect } from 'react'
import { NARROW_BELOW_PX, NARROW_CLASS } from './image-box.ts'

/**
 * Tells the block's width: the `narrow` class while the element is narrower than 415 px, gone when it leaves
 * the page, which finds the element as its author wrote it.
 */
export function useNarrowClass(element: HTMLElement): void {
  useLayoutEffect(() => {
    const widthObserver = new ResizeObserver(([entry]) => {
      if (entry) element.classList.toggle(NARROW_CLASS, entry.contentRect.width < NARROW_BELOW_PX)
    })
    widthObserver.observe(element)
    return () => {
      widthObserver.disconnect()
      element.classList.remove(NARROW_CLASS)
    }
  }, [element])
}
