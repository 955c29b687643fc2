import { useInBrowser } from '../../../../core/element/use-in-browser.ts'
import { lazy, Suspense, useRef } from 'react'
import { useGallery } from '../../gallery-context.ts'
import { OverlaidCaption } from '../../media/OverlaidCaption.tsx'
import { slideRatio } from '../../media/slide-ratio.ts'
import { clickDirection } from '../../swipe/pointer-rules.ts'
import { autoplayTimeout } from '../../autoplay/autoplay-rules.ts'
import { Controls } from '../Controls.tsx'
import { SlideContent } from '../SlideContent.tsx'
import { slideGroupProps, slidesContainerProps } from '../slide-group.ts'
import { useSwipe } from '../../swipe/use-swipe.ts'
import type { DragRelease } from './SwipeDrag.tsx'
import { snapShare } from './scroll-snap.ts'
import { useStackedMotion } from './use-stacked-motion.ts'
import { indexesNear, unionOf, windowPieces } from '../../windowing/slide-window.ts'
import { Spacer } from '../../windowing/Spacer.tsx'
import { useLeavingIndex } from '../../windowing/use-leaving-index.ts'

// Loaded only by the galleries that use them.
const SwipeDrag = lazy(() => import('./SwipeDrag.tsx').then((module) => ({ default: module.SwipeDrag })))
const Thumbnails = lazy(() => import('./Thumbnails.tsx').then((module) => ({ default: module.Thumbnails })))
const ScrollTransition = lazy(() => import('./ScrollTransition.tsx').then((module) => ({ default: module.ScrollTransition })))

/** The stacked design keeps the slide next to the current one on each side loaded. */
const PRELOAD_COUNT = 1

/**
 * Slides drawn on each side of the current one (and of the one a move leaves): a drag shows the neighbours, and
 * a step never waits for a slide to be drawn. The others are not drawn at all; in the scroll transition's row
 * each run of them is one spacer as wide as its slides.
 */
const DRAWN_RADIUS = 3

/** Whether slide `i` is within the preload count of the current one; across the ends only with loop. */
const isNear = (i: number, index: number, count: number, loop: boolean) => {
  const distance = Math.abs(i - index)
  return (loop ? Math.min(distance, count - distance) : distance) <= PRELOAD_COUNT
}

/**
 * Stacked and slideshow: one slide at a time, changed by a transition (fade, ken-burns, swipe, new-swipe,
 * scroll: a row of slides the visitor scrolls through, snapping to each). A fixed `imageAspectRatio` crops
 * every slide to it; "Auto" sizes the stage to the current slide.
 * The slideshow adds its click behaviour: next, previous, or by half of the slide, and its thumbnail strip, which
 * sits inside the carousel region with the stage; so does a linked strip put in the gallery as `slot="thumbnails"`.
 */
export function StackedDesign() {
  const { slides, index, inMotion, config, navigator, motionMs, label, nearViewport, autoplay } = useGallery()
  const stage = useRef<HTMLDivElement>(null)
  const release = useRef<DragRelease>({ offsetPx: 0 })
  const count = slides.length
  const fixedRatio = typeof config.imageAspectRatio === 'number' ? config.imageAspectRatio : undefined
  const cropMode = fixedRatio !== undefined && config.autoCrop ? 'cover' : 'contain'
  const dwellMs = autoplayTimeout(config.autoplayDuration, config.autoplayOptions.timeout)
  useStackedMotion({ stage, navigator, index, count, transition: config.transition, motionMs, dwellMs, release })
  const swipe = useSwipe((direction) => navigator.step(direction))
  const scrolling = config.transition === 'scroll'
  const inBrowser = useInBrowser()
  const dragging = config.transition === 'swipe' || config.transition === 'new-swipe'
  const leaving = useLeavingIndex(index, inMotion)
  const shown = unionOf(indexesNear(index, count, DRAWN_RADIUS, config.loop), leaving === index ? [] : indexesNear(leaving, count, DRAWN_RADIUS, config.loop))

  const onPlainClick =
    config.design === 'slideshow'
      ? (event: React.MouseEvent<HTMLElement>) => {
          const box = event.currentTarget.getBoundingClientRect()
          const direction = clickDirection(config.clickBehavior, event.clientX - box.left, box.width)
          if (direction !== 0) navigator.step(direction)
        }
      : undefined

  return (
    <div className="region" part="viewport" role="region" aria-roledescription="carousel" aria-label={label} tabIndex={-1}>
      <div
        ref={stage}
        className="stage"
        data-transition={config.transition}
        style={{ aspectRatio: String(fixedRatio ?? slideRatio(slides[index])) }}
        {...(scrolling || dragging ? {} : swipe)}
      >
        <Controls />
        <div className="slides" {...slidesContainerProps(autoplay.running)}>
          {windowPieces(shown, count).map((piece) => {
            if (!('slide' in piece)) return <Spacer key={`gap${piece.from}`} {...piece} />
            const i = piece.slide
            const slide = slides[i]!
            return (
              <div key={i} {...slideGroupProps(i, count)} data-state={i === index ? 'current' : undefined} inert={i !== index}>
                <SlideContent
                  slide={slide}
                  index={i}
                  current={i === index}
                  load={!config.lazyLoad || (nearViewport && isNear(i, index, count, config.loop))}
                  cropMode={cropMode}
                  ratio={fixedRatio ?? slideRatio(slide)}
                  captioned={slide.caption !== undefined}
                  onPlainClick={onPlainClick}
                  inFirstView={i === index}
                />
                {slide.caption && <OverlaidCaption source={slide.caption} position={config.metaPosition} />}
              </div>
            )
          })}
        </div>
        {/* Code loaded on demand, drawn once the browser has taken over a server render (which cannot wait for it). */}
        <Suspense fallback={null}>
          {inBrowser && dragging && <SwipeDrag stage={stage} navigator={navigator} transition={config.transition} boundaries={config.boundaries} release={release} />}
          {inBrowser && scrolling && <ScrollTransition stage={stage} navigator={navigator} index={index} motionMs={motionMs} snapPoint={snapShare(config.snapPoints)} />}
        </Suspense>
      </div>
      {inBrowser && config.design === 'slideshow' && config.thumbnails && (
        <Suspense fallback={null}>
          <Thumbnails />
        </Suspense>
      )}
      <slot name="thumbnails" />
    </div>
  )
}
