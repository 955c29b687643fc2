import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { useElementWidth } from './use-sizes.ts'
import { slideRatio } from '../media/slide-ratio.ts'
import { columnCount, masonryColumns } from './columns.ts'
import { SlideContent } from './SlideContent.tsx'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'

/**
 * Autocolumns: as many columns of about `columnWidth` (250 px) as fit (`columnWidthBehavior` min keeps them at
 * least that wide, max at most), each image at its own proportions, each placed in the shortest column so far.
 */
export function AutocolumnsDesign() {
  const { slides, index, config, settings } = useGallery()
  const container = useRef<HTMLDivElement>(null)
  const width = useElementWidth(container, { beforePaint: true })
  useFocusFollowsIndex(container, index)
  const columns = columnCount(width, config.columnWidth, settings.gutter, config.columnWidthBehavior)
  const placement = masonryColumns(
    slides.map((slide) => 1 / slideRatio(slide)),
    columns,
  )
  return (
    <div
      ref={container}
      className="columns"
      part="list"
      style={{ '--ss-gallery-columns': columns, '--ss-gallery-grid-gap': `${settings.gutter}px` } as React.CSSProperties}
    >
      {placement.map((column, c) => (
        <ul key={c} className="column" role="list">
          {column.map((i) => {
            const slide = slides[i]!
            return (
              <li key={i} className="cell" part="cell" data-index={i}>
                <SlideContent slide={slide} index={i} current={i === index} load={config.lazyLoad ? 'viewport' : true} cropMode="cover" ratio={slideRatio(slide)} inFirstView />
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
