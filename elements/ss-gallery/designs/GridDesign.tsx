import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { Caption } from '../media/Caption.tsx'
import { uniformRatio } from '../media/slide-ratio.ts'
import { columnCount } from '../rules/columns.ts'
import { useElementWidth } from '../hooks/use-sizes.ts'
import { SlideContent } from './SlideContent.tsx'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'

/**
 * Grid and autogrid: every slide in a cell of the same shape, as a list of buttons that open the lightbox. The
 * grid has `slidesPerRow` columns (4) with `padding` between (20 px); the autogrid fits as many columns of
 * about `columnWidth` (250 px) as the width allows, separated by `gutter`. Images load as they near the viewport.
 */
export function GridDesign() {
  const { slides, index, config, settings } = useGallery()
  const list = useRef<HTMLUListElement>(null)
  const auto = config.design === 'autogrid'
  const width = useElementWidth(list, { beforePaint: true, enabled: auto })
  useFocusFollowsIndex(list, index)
  const columns = auto ? columnCount(width, config.columnWidth, settings.gutter, config.columnWidthBehavior) : settings.slidesPerRow
  const gap = auto ? settings.gutter : settings.padding
  const ratio = uniformRatio(config)
  return (
    <ul
      ref={list}
      className="grid"
      part="list"
      role="list"
      style={{ '--ss-gallery-columns': columns, '--ss-gallery-grid-gap': `${gap}px` } as React.CSSProperties}
    >
      {slides.map((slide, i) => (
        <li key={i} className="cell" part="cell" data-index={i} data-state={i === index ? 'current' : undefined}>
          <SlideContent slide={slide} index={i} current={i === index} load={config.lazyLoad ? 'viewport' : true} cropMode="cover" ratio={ratio} captioned={slide.caption !== undefined} />
          {slide.caption && !settings.lightbox && <Caption source={slide.caption} className="meta" />}
        </li>
      ))}
    </ul>
  )
}
