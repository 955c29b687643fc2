import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { useSwipe } from '../swipe/use-swipe.ts'
import { Caption } from '../media/Caption.tsx'
import { uniformRatio } from '../media/slide-ratio.ts'
import { allSlidesFit, groupCount, groupOf } from './carousel-rules.ts'
import { indexRange, unionOf, windowPieces } from '../windowing/slide-window.ts'
import { Spacer } from '../windowing/Spacer.tsx'
import { useLeavingIndex } from '../windowing/use-leaving-index.ts'
import { Controls } from './Controls.tsx'
import { SlideContent } from './SlideContent.tsx'
import { slideGroupProps, slidesContainerProps } from './slide-group.ts'
import { useTrackMotion } from './use-track-motion.ts'

/** Groups drawn on each side of the shown one: a move of one group never brings in an undrawn slide. */
const GROUP_RADIUS = 2

/**
 * Carousel: `slidesPerRow` slides (3, fewer on narrow windows) with a `gutter` percent between, moving a group
 * at a time. The controls hide when every slide fits; the first and last groups are flagged with
 * `data-first-group` / `data-last-group`. Slides of other groups are inert; the groups next to the shown one load.
 * Windowed: only the groups within two of the shown one (and of the one a move leaves) are drawn; each run of
 * others is one spacer as wide as its slides.
 */
export function CarouselDesign() {
  const { slides, index, inMotion, config, settings, navigator, motionMs, label, nearViewport, stride: perRow, autoplay } = useGallery()
  const track = useRef<HTMLDivElement>(null)
  const group = groupOf(index, perRow)
  const groups = groupCount(slides.length, perRow)
  const gutter = settings.gutter
  const transform = `translateX(${-group * (100 + gutter)}%)`
  useTrackMotion(track, () => transform, `${index}:${transform}`, navigator, motionMs)
  const swipe = useSwipe((direction) => navigator.step(direction))
  const ratio = uniformRatio(config)
  const groupsAround = (at: number) => indexRange((at - GROUP_RADIUS) * perRow, (at + GROUP_RADIUS + 1) * perRow - 1, slides.length)
  const leavingGroup = groupOf(useLeavingIndex(index, inMotion), perRow)
  const shown = unionOf(groupsAround(group), leavingGroup === group ? [] : groupsAround(leavingGroup))
  return (
    <div
      className="carousel"
      part="viewport"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      data-first-group={group === 0 || undefined}
      data-last-group={group === groups - 1 || undefined}
      {...swipe}
    >
      <Controls stride={perRow} hidden={allSlidesFit(slides.length, perRow)} noun="slides" />
      <div ref={track} className="track" {...slidesContainerProps(autoplay.running)} style={{ '--ss-gallery-per-row': perRow, '--ss-gallery-gutter': `${gutter}%` } as React.CSSProperties}>
        {windowPieces(shown, slides.length).map((piece) => {
          if (!('slide' in piece)) return <Spacer key={`gap${piece.from}`} {...piece} />
          const i = piece.slide
          const slide = slides[i]!
          const slideGroup = groupOf(i, perRow)
          return (
            <div
              key={i}
              {...slideGroupProps(i, slides.length)}
              inert={slideGroup !== group}
            >
              <SlideContent
                slide={slide}
                index={i}
                current={slideGroup === group}
                load={!config.lazyLoad || (nearViewport && Math.abs(slideGroup - group) <= 1)}
                cropMode="cover"
                ratio={ratio}
                captioned={slide.caption !== undefined}
                inFirstView={slideGroup === group}
              />
              {slide.caption && <Caption source={slide.caption} className="meta" />}
            </div>
          )
        })}
      </div>
    </div>
  )
}
