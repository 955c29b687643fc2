import { useEffect, useRef } from 'react'
import type { GallerySlide } from '../slides/read-slides.ts'
import { GALLERY_CONSOLE_MESSAGES as MESSAGES } from './messages.ts'

/** Runs `check` once the document has been parsed: before, slides and linked galleries may still be on their way. */
function whenParsed(check: () => void): () => void {
  if (document.readyState !== 'loading') {
    check()
    return () => {}
  }
  document.addEventListener('DOMContentLoaded', check, { once: true })
  return () => document.removeEventListener('DOMContentLoaded', check)
}

/**
 * The console warnings of 001 §8 for content the gallery cannot show: no slide at all ('No images'), a slide
 * without an image ('No image', once per slide position), and a `linked-to` that names nothing ('No root node')
 * or an element that is no gallery ('Error: No valid HTMLElement node was supplied!').
 */
export function useGalleryDiagnostics(element: HTMLElement, slides: readonly GallerySlide[], linkedTo: string | undefined): void {
  const empty = slides.length === 0
  useEffect(() => (empty ? whenParsed(() => element.isConnected && console.warn(MESSAGES.noImages)) : undefined), [element, empty])

  const warnedPositions = useRef(new Set<number>())
  useEffect(() => {
    slides.forEach((slide, position) => {
      if (slide.type !== 'image' || slide.image?.source || warnedPositions.current.has(position)) return
      warnedPositions.current.add(position)
      console.warn(MESSAGES.noImage)
    })
  }, [slides])

  useEffect(() => {
    if (!linkedTo) return
    return whenParsed(() => {
      const target = (element.getRootNode() as Document | ShadowRoot).getElementById?.(linkedTo)
      if (!target) console.warn(MESSAGES.noRootNode)
      else if (target.localName !== 'ss-gallery') console.error(MESSAGES.noValidNode)
    })
  }, [element, linkedTo])
}
