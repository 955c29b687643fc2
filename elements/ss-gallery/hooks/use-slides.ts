import { useEffect, useState } from 'react'
import { readSlides, type GallerySlide } from '../slides/read-slides.ts'

const SLIDE_ATTRIBUTES = [
  'data-type',
  'data-slide-id',
  'data-slide-url',
  'data-click-through-url',
  'data-src',
  'src',
  'data-image-dimensions',
  'data-image-focal-point',
  'alt',
  'data-html',
  'data-provider-name',
]

/** The gallery's light-DOM slides, read again whenever they, their images or captions change. */
export function useSlides(host: HTMLElement): GallerySlide[] {
  const [slides, setSlides] = useState(() => readSlides(host))
  useEffect(() => {
    setSlides(readSlides(host))
    const observer = new MutationObserver(() => setSlides(readSlides(host)))
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: SLIDE_ATTRIBUTES })
    return () => observer.disconnect()
  }, [host])
  return slides
}
