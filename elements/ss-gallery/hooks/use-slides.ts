import { useEffect, useState } from 'react'
import { readSlides, sameSlides, type GallerySlide } from '../slides/read-slides.ts'

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
  useEffect(() => {
    // Slides the parser added between the first render and now are read here; an unchanged reading renders nothing.
    const reread = () => {
      const next = readSlides(host)
      setSlides((current) => (sameSlides(current, next) ? current : next))
    }
    reread()
    const observer = new MutationObserver(reread)
    observer.observe(host, { childList: true, subtree: true, characterData: true, attributeFilter: SLIDE_ATTRIBUTES })
    return () => observer.disconnect()
  }, [host])
  return slides
}
