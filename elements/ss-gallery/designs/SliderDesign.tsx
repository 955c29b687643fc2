import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { useElementWidth } from '../hooks/use-sizes.ts'
import { useSwipe } from '../input/use-swipe.ts'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideMedia } from '../media/SlideMedia.tsx'
import { stripOffset } from '../rules/strip-alignment.ts'
import { Controls } from './Controls.tsx'
import { SlideContent } from './SlideContent.tsx'
import { useTrackMotion } from './use-track-motion.ts'

/**
 * Slider: a row of slides as high as `vSize` percent of the width (50), the current one placed at the start,
 * middle or end of the view (`active-alignment` left, center, right). Linked to another gallery (`linked-to`), it
 * is that gallery's thumbnail strip (vSize 10): square thumbnails as buttons, the current one `aria-current`.
 * Slides wholly out of view are inert; images load as they come within 200 px of the view.
 */
export function SliderDesign() {
  const { slides, index, config, settings, navigator, motionMs, label, nearViewport } = useGallery()
  const viewport = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const width = useElementWidth(viewport)
  const strip = config.linkedTo !== undefined
  const swipe = useSwipe((direction) => navigator.step(direction))

  useTrackMotion(
    track,
    () => {
      const view = viewport.current!
      const slideElements = Array.from(track.current!.children) as HTMLElement[]
      const current = slideElements[index]
      const offset = current
        ? stripOffset(config.activeAlignment, {
            viewportWidth: view.clientWidth,
            contentWidth: track.current!.scrollWidth,
            slideStart: current.offsetLeft,
            slideWidth: current.offsetWidth,
          })
        : 0
      for (const slide of slideElements) {
        slide.inert = slide.offsetLeft + slide.offsetWidth <= offset || slide.offsetLeft >= offset + view.clientWidth
      }
      return `translateX(${-offset}px)`
    },
    `${index}:${width}:${config.activeAlignment}:${slides.length}`,
    navigator,
    motionMs,
  )

  const load = !config.lazyLoad || (nearViewport && 'viewport')
  return (
    <div
      ref={viewport}
      className={strip ? 'slider strip' : 'slider'}
      part="viewport"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      style={{ aspectRatio: `100 / ${settings.vSize}` }}
      {...swipe}
    >
      <div ref={track} className="track">
        {slides.map((slide, i) => {
          const ratio = strip && config.squareThumbs ? 1 : slideRatio(slide)
          return (
            <div
              key={i}
              className="slide"
              part="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              data-index={i}
              data-state={i === index ? 'current' : undefined}
              style={{ aspectRatio: String(ratio) }}
            >
              {strip ? (
                <button
                  type="button"
                  className="activator"
                  part="item"
                  aria-label={slide.label || `Slide ${i + 1}`}
                  aria-current={i === index || undefined}
                  onClick={() => navigator.goTo(i)}
                >
                  <SlideMedia slide={slide} current={i === index} load={load} cropMode="cover" ratio={ratio} root={viewport} interactive={false} />
                </button>
              ) : (
                <SlideContent
                  slide={slide}
                  index={i}
                  current={i === index}
                  load={load}
                  cropMode="cover"
                  ratio={ratio}
                  root={viewport}
                  onPlainClick={() => navigator.goTo(i)}
                />
              )}
            </div>
          )
        })}
      </div>
      {!strip && <Controls />}
    </div>
  )
}
