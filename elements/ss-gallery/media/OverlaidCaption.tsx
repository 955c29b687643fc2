import { useLayoutEffect, useRef, useState } from 'react'
import { observeResizeNextFrame } from '../../../core/dom/resize-next-frame.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'
import { Caption } from './Caption.tsx'

/**
 * A caption laid over a stacked slide at `position`. On a narrow gallery its text is cut to two lines (the
 * styles say where), so that it never hides most of the image; when it is cut, a "More" button shows the rest,
 * and "Less" cuts it again.
 */
export function OverlaidCaption({ source, position }: { source: HTMLElement; position: GalleryConfig['metaPosition'] }) {
  const box = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [cut, setCut] = useState(false)
  useLayoutEffect(() => {
    const text = box.current!.firstElementChild!
    // Read when the text's box changes size: the cut text is as high as its two lines, the rest overflows it.
    return observeResizeNextFrame(text, () => setCut(text.scrollHeight > text.clientHeight + 1))
  }, [])
  return (
    <div ref={box} className={`meta meta-${position}`} part="caption" data-expanded={expanded || undefined}>
      <Caption source={source} className="meta-text" part="caption-text" />
      {(cut || expanded) && (
        <button type="button" className="meta-toggle" part="caption-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </div>
  )
}
