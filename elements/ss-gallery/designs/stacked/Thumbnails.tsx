import { useLayoutEffect, useRef } from 'react'
import { useGallery } from '../../gallery-context.ts'
import { slideRatio } from '../../media/slide-ratio.ts'
import { SlideMedia } from '../../media/SlideMedia.tsx'
import { stripOffset } from '../../rules/strip-alignment.ts'

/**
 * The slideshow's own thumbnail strip (`thumbnails`): a row of buttons below the stage, `thumbnail-strip-margin`
 * px under it. Square thumbnails (`square-thumbs`) are a `thumbnails-per-row`th of the width; others are
 * `thumbnail-strip-height` px high at their own proportions. The row scrolls to keep the current one in view.
 */
export function Thumbnails() {
  const { slides, index, navigator, config, nearViewport } = useGallery()
  const row = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = row.current!
    const current = element.children[index] as HTMLElement | undefined
    if (!current) return
    element.scrollLeft = stripOffset(config.activeAlignment, {
      viewportWidth: element.clientWidth,
      contentWidth: element.scrollWidth,
      slideStart: current.offsetLeft,
      slideWidth: current.offsetWidth,
    })
  }, [index, config.activeAlignment])

  return (
    <div
      ref={row}
      className="thumbnails"
      part="thumbnails"
      role="group"
      aria-label="Thumbnails"
      style={{ marginTop: config.thumbnailStripMargin, '--ss-gallery-thumbnails-per-row': config.thumbnailsPerRow, '--ss-gallery-thumbnail-height': `${config.thumbnailStripHeight}px` } as React.CSSProperties}
    >
      {slides.map((slide, i) => {
        const ratio = config.squareThumbs ? 1 : slideRatio(slide)
        return (
          <button
            key={i}
            type="button"
            className={config.squareThumbs ? 'thumbnail activator square' : 'thumbnail activator'}
            aria-label={slide.label || `Slide ${i + 1}`}
            aria-current={i === index || undefined}
            style={config.squareThumbs ? undefined : { aspectRatio: String(ratio) }}
            onClick={() => navigator.goTo(i)}
          >
            <SlideMedia slide={slide} current={false} load={nearViewport && 'viewport'} cropMode="cover" ratio={ratio} root={row} interactive={false} />
          </button>
        )
      })}
    </div>
  )
}
