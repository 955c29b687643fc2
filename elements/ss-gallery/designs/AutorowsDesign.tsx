import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { Caption } from '../media/Caption.tsx'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideContent } from './SlideContent.tsx'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'

/**
 * Autorows: rows of images at their own proportions, `gutter` px apart (20), each row filling the width. A slide
 * starts `rowHeight` px high (250) and the slides of a row grow by their proportions, so that a row keeps one
 * height and crops nothing; the last row keeps the row height. Laid out by CSS (flex-grow by the ratio) alone.
 */
export function AutorowsDesign() {
  const { slides, index, config, settings } = useGallery()
  const list = useRef<HTMLUListElement>(null)
  useFocusFollowsIndex(list, index)
  return (
    <ul
      ref={list}
      className="rows"
      part="list"
      role="list"
      style={{ '--ss-gallery-row-height': `${config.rowHeight}px`, '--ss-gallery-grid-gap': `${settings.gutter}px` } as React.CSSProperties}
    >
      {slides.map((slide, i) => {
        const ratio = slideRatio(slide)
        return (
          <li key={i} className="cell" part="cell" data-index={i} data-state={i === index ? 'current' : undefined} style={{ '--ss-gallery-ratio': ratio } as React.CSSProperties}>
            <SlideContent slide={slide} index={i} current={i === index} load={config.lazyLoad ? 'viewport' : true} cropMode="cover" ratio={ratio} captioned={slide.caption !== undefined} inFirstView />
            {slide.caption && !settings.lightbox && <Caption source={slide.caption} className="meta" />}
          </li>
        )
      })}
    </ul>
  )
}
