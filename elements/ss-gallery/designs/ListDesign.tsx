import { useRef } from 'react'
import { useGallery } from '../gallery-context.ts'
import { Caption } from '../media/Caption.tsx'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideContent } from './SlideContent.tsx'
import { useFocusFollowsIndex } from './use-focus-follows-index.ts'

/** List: one slide per row, its image `listImageSize` percent of the width (50) beside its caption. */
export function ListDesign() {
  const { slides, index, config } = useGallery()
  const list = useRef<HTMLUListElement>(null)
  useFocusFollowsIndex(list, index)
  return (
    <ul ref={list} className="list" part="list" role="list" style={{ '--ss-gallery-list-image-size': `${config.listImageSize}%` } as React.CSSProperties}>
      {slides.map((slide, i) => (
        <li key={i} className="row" part="cell" data-index={i}>
          <div className="row-media">
            <SlideContent slide={slide} index={i} current={i === index} load={config.lazyLoad ? 'viewport' : true} cropMode="cover" ratio={slideRatio(slide)} captioned={slide.caption !== undefined} inFirstView />
          </div>
          {slide.caption && <Caption source={slide.caption} className="row-meta" />}
        </li>
      ))}
    </ul>
  )
}
