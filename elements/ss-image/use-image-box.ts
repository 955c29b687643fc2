import { useLayoutEffect } from 'react'
import { NARROW_BELOW_PX, NARROW_CLASS, ownAspectRatio } from './image-box.ts'

/**
 * Holds the block's box and tells its width: the image's own aspect ratio (from `data-image-dimensions`) is set
 * on the element, and the `narrow` class while the element is narrower than 415 px. Both go when it leaves the
 * page, which finds the element as its author wrote it.
 */
export function useImageBox(element: HTMLElement, image: HTMLImageElement | null): void {
  // Read again when the block's image is another.
  useLayoutEffect(() => {
    const ownRatio = ownAspectRatio(element)
    for (const [name, value] of Object.entries(ownRatio)) element.style.setProperty(name, value)
    return () => {
      for (const name of Object.keys(ownRatio)) element.style.removeProperty(name)
    }
  }, [element, image])

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
