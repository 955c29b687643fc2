import { useRef, useState } from 'react'
import { LAZY_MARGIN_PX } from '../../../core/images/image-loader.ts'
import { useGallery } from '../gallery-context.ts'
import { useElementWidth } from '../hooks/use-sizes.ts'
import { useSwipe } from '../input/use-swipe.ts'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideMedia } from '../media/SlideMedia.tsx'
import { stripOffset } from '../rules/strip-alignment.ts'
import { Controls } from './Controls.tsx'
import { SlideContent } from './SlideContent.tsx'
import { slideGroupProps } from './slide-group.ts'
import { useTrackMotion } from './use-track-motion.ts'

/**
 * Slider: a row of slides as high as `vSize` percent of the width (50), the current one placed at the start,
 * middle or end of the view (`active-alignment` left, center, right). Linked to another gallery (`linked-to`), it
 * is that gallery's thumbnail strip (vSize 10): square thumbnails as buttons, the current one `aria-current`.
 * Slides wholly out of view are inert; images load as they come within 200 px of the view. Slides further away
 * (no `data-near`) are neither laid out nor painted (`content-visibility`): a slider of a thousand slides lays
 * out a few.
 */
export function SliderDesign() {
  const { slides, index, config, settings, navigator, motionMs, label, nearViewport } = useGallery()
  const viewport = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const width = useElementWidth(viewport, { beforePaint: true })
  const strip = config.linkedTo !== undefined
  const swipe = useSwipe((direction) => navigator.step(direction))
  // The slides within 200 px of the view, first to last: the geometry is read here anyway, and an observer
  // could not see into slides whose contents are not laid out.
  const [near, setNear] = useState<readonly [number, number]>([0, -1])

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
      // Every read before any write: a write between reads would lay the page out again for each slide.
      const boxes = slideElements.map((slide) => [slide.offsetLeft, slide.offsetLeft + slide.offsetWidth] as const)
      const viewEnd = offset + view.clientWidth
      slideElements.forEach((slide, i) => {
        const [start, end] = boxes[i]!
        const outOfView = end <= offset || start >= viewEnd
        if (slide.inert !== outOfView) slide.inert = outOfView
      })
      const isNear = ([start, end]: readonly [number, number]) => end > offset - LAZY_MARGIN_PX && start < viewEnd + LAZY_MARGIN_PX
      const first = boxes.findIndex(isNear)
      const last = boxes.findLastIndex(isNear)
      setNear((current) => (current[0] === first && current[1] === last ? current : [first, last]))
      return `translateX(${-offset}px)`
    },
    `${index}:${width}:${config.activeAlignment}:${slides.length}`,
    navigator,
    motionMs,
  )

  const loads = (i: number) => !config.lazyLoad || (nearViewport && i >= near[0] && i <= near[1])
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
              {...slideGroupProps(i, slides.length)}
              data-state={i === index ? 'current' : undefined}
              data-near={(i >= near[0] && i <= near[1]) || undefined}
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
                  <SlideMedia slide={slide} current={i === index} load={loads(i)} cropMode="cover" ratio={ratio} interactive={false} />
                </button>
              ) : (
                <SlideContent
                  slide={slide}
                  index={i}
                  current={i === index}
                  load={loads(i)}
                  cropMode="cover"
                  ratio={ratio}
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
