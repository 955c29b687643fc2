import { useMemo, useRef } from 'react'
import { LAZY_MARGIN_PX } from '../../../core/images/image-loader.ts'
import { useGallery } from '../gallery-context.ts'
import { useElementWidth } from './use-sizes.ts'
import { useSwipe } from '../swipe/use-swipe.ts'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideMedia } from '../media/SlideMedia.tsx'
import type { GallerySlide } from '../slides/read-slides.ts'
import { stripOffset } from './strip-alignment.ts'
import { STRIP_GAP_PX } from '../styles/strips.ts'
import { indexesNear, indexRange, unionOf, windowPieces } from '../windowing/slide-window.ts'
import { Spacer } from '../windowing/Spacer.tsx'
import { slidesBetween, trackLayout, type TrackLayout } from '../windowing/track-layout.ts'
import { useLeavingIndex } from '../windowing/use-leaving-index.ts'
import { Controls } from './Controls.tsx'
import { SlideContent } from './SlideContent.tsx'
import { slideGroupProps, slideName, slidesContainerProps } from './slide-group.ts'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'
import { useTrackMotion } from './use-track-motion.ts'

/** Slides drawn whatever the geometry: enough for a step never to bring in an undrawn one. */
const INDEX_RADIUS = 8

/**
 * Slider: a row of slides as high as `vSize` percent of the width (50), the current one placed at the start,
 * middle or end of the view (`active-alignment` left, center, right). Linked to another gallery (`linked-to`), it
 * is that gallery's thumbnail strip (vSize 10): square thumbnails as buttons named as the main gallery's slides
 * ("3 of 12"), the current one `aria-current` and `aria-disabled`.
 * Slides wholly out of view are inert; images load as they come within 200 px of the view.
 *
 * Windowed: each slide's width follows from the view's width and the slide's known proportions, so the row is
 * placed by arithmetic. Only the slides within a view's width of the view (and the current one's neighbours)
 * are drawn; the runs between are spacers of the same width.
 */
export function SliderDesign() {
  const { slides, index, inMotion, config, settings, navigator, motionMs, label, nearViewport, autoplay } = useGallery()
  const viewport = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const width = useElementWidth(viewport, { beforePaint: true })
  const strip = config.linkedTo !== undefined
  const swipe = useSwipe((direction) => navigator.step(direction))
  useFocusFollowsIndex(viewport, index)
  const square = strip && config.squareThumbs
  const height = (width * settings.vSize) / 100
  const row = useMemo(
    () => trackLayout(slides.map((slide) => height * ratioOf(slide, square)), strip ? STRIP_GAP_PX : 0),
    [slides, height, square, strip],
  )
  const offsetFor = (i: number) =>
    stripOffset(config.activeAlignment, { viewportWidth: width, contentWidth: row.contentWidth, slideStart: row.starts[i] ?? 0, slideWidth: row.widths[i] ?? 0 })
  const offset = offsetFor(index)
  const leaving = useLeavingIndex(index, inMotion)

  const count = slides.length
  const [firstInView, lastInView] = slidesBetween(row, offset, offset + width)
  const [firstNear, lastNear] = slidesBetween(row, offset - LAZY_MARGIN_PX, offset + width + LAZY_MARGIN_PX)
  const around = (at: number) => (width > 0 ? indexRange(...slidesBetween(row, offsetFor(at) - width, offsetFor(at) + 2 * width), count) : [])
  const shown = unionOf(indexesNear(index, count, INDEX_RADIUS, false), around(index), leaving === index ? [] : around(leaving))

  const transform = `translateX(${-offset}px)`
  useTrackMotion(track, () => transform, `${index}:${transform}`, navigator, motionMs)

  const inFirstView = (i: number) => (index === 0 ? i < slidesInFirstView(slides, settings.vSize, square, strip) : i === index)
  const isNear = (i: number) => i >= firstNear && i <= lastNear
  const loads = (i: number) => !config.lazyLoad || (nearViewport && isNear(i))
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
      {!strip && <Controls />}
      <div ref={track} className="track" {...(strip ? {} : slidesContainerProps(autoplay.running))}>
        {windowPieces(shown, count).map((piece) => {
          if (!('slide' in piece)) return <Spacer key={`gap${piece.from}`} {...piece} style={{ width: runWidth(row, piece.from, piece.to) }} />
          const i = piece.slide
          const slide = slides[i]!
          const ratio = ratioOf(slide, square)
          return (
            <div
              key={i}
              {...slideGroupProps(i, count)}
              data-state={i === index ? 'current' : undefined}
              data-near={isNear(i) || undefined}
              inert={i < firstInView || i > lastInView}
              style={{ aspectRatio: String(ratio) }}
            >
              {strip ? (
                <button
                  type="button"
                  className="activator"
                  part="item"
                  aria-label={slideName(i, count)}
                  aria-current={i === index || undefined}
                  aria-disabled={i === index || undefined}
                  onClick={() => navigator.goTo(i)}
                >
                  <SlideMedia slide={slide} current={i === index} load={loads(i)} cropMode="cover" ratio={ratio} interactive={false} inFirstView={inFirstView(i)} />
                </button>
              ) : (
                <SlideContent slide={slide} index={i} current={i === index} load={loads(i)} cropMode="cover" ratio={ratio} onPlainClick={() => navigator.goTo(i)} inFirstView={inFirstView(i)} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}

const ratioOf = (slide: GallerySlide, square: boolean) => (square ? 1 : slideRatio(slide))

/** A strip's gap, as a share of its view's width, when the width is not known: 4 px of a 400 px strip. */
const STRIP_GAP_SHARE = 0.01

/**
 * How many slides a render that measured nothing shows in view with the first slide current: the row starts at the
 * view's start whatever the alignment, and each slide is `vSize` percent of the view's width times its ratio.
 */
function slidesInFirstView(slides: readonly GallerySlide[], vSize: number, square: boolean, strip: boolean): number {
  const gap = strip ? STRIP_GAP_SHARE : 0
  let count = 0
  for (let start = 0; count < slides.length && start < 1; count++) start += (vSize / 100) * ratioOf(slides[count]!, square) + gap
  return count
}

/** The room slides `from` to `to` (exclusive) take in the row, the gaps between them included. */
const runWidth = ({ starts, widths }: TrackLayout, from: number, to: number) => starts[to - 1]! + widths[to - 1]! - starts[from]!
