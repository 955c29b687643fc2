import { useEffect, useState, type RefObject } from 'react'
import { LAZY_ROOT_MARGIN } from '../../../core/images/image-loader.ts'

/** Whether `ref`'s element is within the lazy-load margin (200 px) of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), { rootMargin: LAZY_ROOT_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return near
}
