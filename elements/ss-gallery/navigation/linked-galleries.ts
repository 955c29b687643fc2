import { useEffect } from 'react'
import type { GalleryNavigator } from './gallery-navigator.ts'

// The galleries on the page, by element, so that `linked-to` can find the one it names.
const navigators = new Map<Element, GalleryNavigator>()
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

/** Makes this gallery findable by the galleries that link to it, while it is on the page. */
export function useGalleryRegistration(element: Element, navigator: GalleryNavigator): void {
  useEffect(() => {
    navigators.set(element, navigator)
    changed()
    return () => {
      if (navigators.get(element) === navigator) navigators.delete(element)
      changed()
    }
  }, [element, navigator])
}

/**
 * Links this gallery to the one whose id `linkedTo` names, as soon as that one is on the page, and again
 * whenever it is replaced; the two then share their index.
 */
export function useLinkedGallery(element: Element, linkedTo: string | undefined, navigator: GalleryNavigator): void {
  useEffect(() => {
    if (!linkedTo) return
    let linked: GalleryNavigator | undefined
    let unlink: (() => void) | undefined
    const relink = () => {
      const target = (element.getRootNode() as Document | ShadowRoot).getElementById?.(linkedTo)
      const other = target ? navigators.get(target) : undefined
      if (other === linked) return
      unlink?.()
      linked = other
      unlink = other ? navigator.link(other) : undefined
    }
    relink()
    listeners.add(relink)
    return () => {
      listeners.delete(relink)
      unlink?.()
    }
  }, [element, linkedTo, navigator])
}
