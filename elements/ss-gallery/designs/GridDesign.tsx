import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { Caption } from '../media/Caption.tsx'
import { uniformRatio } from '../media/slide-ratio.ts'
import { columnCount } from './columns.ts'
import { useElementWidth } from './use-sizes.ts'
import { indexRange, unionOf, windowPieces } from '../windowing/slide-window.ts'
import { Spacer } from '../windowing/Spacer.tsx'
import { useVisibleSpan } from '../windowing/use-visible-span.ts'
import { SlideContent } from './SlideContent.tsx'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'

/**
 * Grids of up to this many slides draw every cell: they cost little, and the page's find-in-page sees them all.
 */
const WINDOWED_FROM = 100

/**
 * Grid and autogrid: every slide in a cell of the same shape, as a list of buttons that open the lightbox. The
 * grid has `slidesPerRow` columns (4) with `padding` between (20 px); the autogrid fits as many columns of
 * about `columnWidth` (250 px) as the width allows, separated by `gutter`. Images load as they near the viewport.
 *
 * A larger grid whose rows all have the same height (no captions under the cells) is windowed: the rows within a
 * viewport's height of the viewport, and the current item's row, are drawn; each run of other rows is one spacer
 * as high as they are, so the page's scroll height is that of the whole grid.
 */
export function GridDesign() {
  const { slides, index, config, settings } = useGallery()
  const list = useRef<HTMLUListElement>(null)
  const auto = config.design === 'autogrid'
  const count = slides.length
  const windowed = count >= WINDOWED_FROM && (settings.lightbox || slides.every((slide) => !slide.caption))
  // Autogrid's columns (at least `columnWidth` wide) are CSS's auto-fill: right before any script, and the same count as `columnCount`.
  const fills = auto && config.columnWidthBehavior === 'min'
  const width = useElementWidth(list, { beforePaint: true, enabled: (auto && !fills) || windowed })
  const span = useVisibleSpan(list, windowed)
  useFocusFollowsIndex(list, index)
  const columns = auto ? columnCount(width, config.columnWidth, settings.gutter, config.columnWidthBehavior) : settings.slidesPerRow
  const gap = auto ? settings.gutter : settings.padding
  const ratio = uniformRatio(config)

  const cellHeight = width > 0 ? (width - (columns - 1) * gap) / columns / ratio : 0
  const rowsOf = (first: number, last: number) => indexRange(first * columns, (last + 1) * columns - 1, count)
  const currentRow = Math.floor(index / columns)
  const shown = !windowed ? indexRange(0, count - 1, count) : unionOf(rowsOf(currentRow, currentRow), rowsNear(span, cellHeight + gap, rowsOf))
  const runHeight = (slidesInRun: number) => {
    const rows = Math.ceil(slidesInRun / columns)
    return rows * cellHeight + (rows - 1) * gap
  }
  return (
    <ul
      ref={list}
      className="grid"
      part="list"
      role="list"
      data-fill={fills || undefined}
      style={{ [fills ? '--ss-gallery-column-width' : '--ss-gallery-columns']: fills ? `${config.columnWidth}px` : columns, '--ss-gallery-grid-gap': `${gap}px` } as React.CSSProperties}
    >
      {windowPieces(shown, count).map((piece) => {
        if (!('slide' in piece)) return <Spacer key={`gap${piece.from}`} {...piece} as="li" style={{ gridColumn: '1 / -1', height: runHeight(piece.to - piece.from) }} />
        const i = piece.slide
        const slide = slides[i]!
        return (
          <li key={i} className="cell" part="cell" data-index={i} data-state={i === index ? 'current' : undefined} aria-setsize={count} aria-posinset={i + 1}>
            <SlideContent slide={slide} index={i} current={i === index} load={config.lazyLoad ? 'viewport' : true} cropMode="cover" ratio={ratio} captioned={slide.caption !== undefined} inFirstView />
            {slide.caption && !settings.lightbox && <Caption source={slide.caption} className="meta" />}
          </li>
        )
      })}
    </ul>
  )
}

/** The rows within a viewport's height above and below what the viewport shows, rows being `pitch` px apart. */
function rowsNear({ top, bottom }: { top: number; bottom: number }, pitch: number, rowsOf: (first: number, last: number) => number[]): number[] {
  if (pitch <= 0) return []
  const margin = bottom - top
  return rowsOf(Math.max(0, Math.floor((top - margin) / pitch)), Math.floor((bottom + margin) / pitch))
}
