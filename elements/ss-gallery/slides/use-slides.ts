import { useEffect, useRef, useState } from 'react'
import { readSlides, sameSlides, type GallerySlide } from './read-slides.ts'

const SLIDE_ATTRIBUTES = [
  'data-type',
  'data-slide-id',
  'data-slide-url',
  'data-click-through-url',
  'data-src',
  'src',
  'srcset',
  'sizes',
  'data-image-dimensions',
  'data-image-focal-point',
  'alt',
  'data-html',
  'data-provider-name',
]

/** The gallery's light-DOM slides, read again whenever they, their images or captions change. */
export function useSlides(host: HTMLElement): GallerySlide[] {
  const [slides, setSlides] = useState(() => readSlides(host))
  const firstCount = useRef(host.childElementCount)
  useEffect(() => {
    const reread = () => {
      const next = readSlides(host)
      setSlides((current) => (sameSlides(current, next) ? current : next))
    }
    // Slides the parser added between the first render and now are read here (a thousand slides are not read
    // twice for nothing); later changes come from the observer.
    if (host.childElementCount !== firstCount.current) reread()
    const observer = new MutationObserver(reread)
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: SLIDE_ATTRIBUTES })
    return () => observer.disconnect()
  }, [host])
  return slides
}
