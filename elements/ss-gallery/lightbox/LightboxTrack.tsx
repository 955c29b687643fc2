import { useLayoutEffect, useRef } from 'react'
import { prefersReducedMotion } from '../../../core/dom/reduced-motion.ts'
import { useGallery } from '../gallery-context.ts'
import { useScrollSettled } from '../navigation/use-scroll-settled.ts'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideMedia } from '../media/SlideMedia.tsx'

/**
 * The mobile lightbox: every slide side by side in a row that scrolls and snaps, as the scroll transition
 * does. Scrolling makes the slide it stops on current; a change of index from elsewhere scrolls there. The
 * slides next to the current one load with it.
 */
export function LightboxTrack() {
  const { slides, index, navigator } = useGallery()
  const track = useRef<HTMLUListElement>(null)
  const placed = useRef(false)

  useLayoutEffect(() => {
    const element = track.current!
    const left = index * element.clientWidth
    const instant = !placed.current || prefersReducedMotion()
    placed.current = true
    if (Math.abs(element.scrollLeft - left) >= 1) element.scrollTo({ left, behavior: instant ? 'instant' : 'smooth' })
  }, [index])

  const onScroll = useScrollSettled(() => {
    const element = track.current
    if (element && element.clientWidth > 0) navigator.goTo(Math.round(element.scrollLeft / element.clientWidth), { animate: false })
  })

  return (
    <ul ref={track} className="lightbox-track" role="list" onScroll={onScroll}>
      {slides.map((slide, i) => (
        <li key={i} className="lightbox-item" inert={i !== index} style={{ '--ss-gallery-ratio': slideRatio(slide) } as React.CSSProperties}>
          <SlideMedia slide={slide} current={i === index} load={Math.abs(i - index) <= 1} cropMode="contain" ratio={slideRatio(slide)} />
        </li>
      ))}
    </ul>
  )
}
