import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useGallery } from '../../gallery-context.ts'
import { useElementWidth } from '../use-sizes.ts'
import { slideRatio } from '../../media/slide-ratio.ts'
import { SlideMedia } from '../../media/SlideMedia.tsx'
import { stripOffset } from '../strip-alignment.ts'
import { STRIP_GAP_PX } from '../../styles/strips.ts'
import { indexesNear, indexRange, unionOf, windowPieces } from '../../windowing/slide-window.ts'
import { Spacer } from '../../windowing/Spacer.tsx'
import { SLIDES_ID, slideName } from '../slide-group.ts'
import { slidesBetween, trackLayout } from '../../windowing/track-layout.ts'

/** Thumbnails drawn whatever the scroll position: the current one's neighbours. */
const INDEX_RADIUS = 8

/**
 * The slideshow's own thumbnail strip (`thumbnails`): a row of buttons below the stage, `thumbnail-strip-margin`
 * px under it, inside the carousel region. Each picks its slide and is named as that slide is ("3 of 12"); the
 * current one is `aria-current` and `aria-disabled` (picking it again changes nothing). Square thumbnails (`square-thumbs`) are a `thumbnails-per-row`th of the width; others are
 * `thumbnail-strip-height` px high at their own proportions. The row scrolls to keep the current one in view.
 * Windowed like the slider: the thumbnails' places follow from the row's width and their proportions, and only
 * those within a row's width of what is scrolled into view are drawn.
 */
export function Thumbnails() {
  const { slides, index, navigator, config, nearViewport } = useGallery()
  const row = useRef<HTMLDivElement>(null)
  const width = useElementWidth(row, { beforePaint: true })
  const [scrolled, setScrolled] = useState(0)
  const { squareThumbs: square, thumbnailsPerRow: perRow, thumbnailStripHeight: height } = config
  const layout = useMemo(() => {
    const squareWidth = (width - (perRow - 1) * STRIP_GAP_PX) / perRow
    return trackLayout(slides.map((slide) => (square ? squareWidth : height * slideRatio(slide))), STRIP_GAP_PX)
  }, [slides, width, square, perRow, height])

  useLayoutEffect(() => {
    const element = row.current!
    if (width === 0 || index >= slides.length) return
    element.scrollLeft = stripOffset(config.activeAlignment, {
      viewportWidth: width,
      contentWidth: layout.contentWidth,
      slideStart: layout.starts[index]!,
      slideWidth: layout.widths[index]!,
    })
    setScrolled(element.scrollLeft)
  }, [index, config.activeAlignment, width, layout, slides.length])

  const around = width > 0 ? indexRange(...slidesBetween(layout, scrolled - width, scrolled + 2 * width), slides.length) : []
  const shown = unionOf(indexesNear(index, slides.length, INDEX_RADIUS, false), around)
  return (
    <div
      ref={row}
      className="thumbnails"
      part="thumbnails"
      role="group"
      aria-label="Thumbnails"
      onScroll={(event) => setScrolled(event.currentTarget.scrollLeft)}
      style={{ marginTop: config.thumbnailStripMargin, '--ss-gallery-thumbnails-per-row': perRow, '--ss-gallery-thumbnail-height': `${height}px` } as React.CSSProperties}
    >
      {windowPieces(shown, slides.length).map((piece) => {
        if (!('slide' in piece)) {
          const last = piece.to - 1
          return <Spacer key={`gap${piece.from}`} {...piece} style={{ width: layout.starts[last]! + layout.widths[last]! - layout.starts[piece.from]! }} />
        }
        const i = piece.slide
        const slide = slides[i]!
        const ratio = square ? 1 : slideRatio(slide)
        return (
          <button
            key={i}
            type="button"
            className={square ? 'thumbnail activator square' : 'thumbnail activator'}
            data-index={i}
            aria-label={slideName(i, slides.length)}
            aria-controls={SLIDES_ID}
            aria-current={i === index || undefined}
            aria-disabled={i === index || undefined}
            style={square ? undefined : { aspectRatio: String(ratio) }}
            onClick={() => navigator.goTo(i)}
          >
            <SlideMedia slide={slide} current={false} load={nearViewport && 'viewport'} cropMode="cover" ratio={ratio} root={row} interactive={false} />
          </button>
        )
      })}
    </div>
  )
}
