import type { MouseEvent, ReactNode } from 'react'
import { useInBrowser } from '../../../core/element/use-in-browser.ts'
import { safeNavigationUrl } from '../navigation/navigation-urls.ts'
import { useGallery } from '../gallery-context.ts'
import { SlideMedia, type SlideMediaProps } from '../media/SlideMedia.tsx'

interface SlideContentProps extends Omit<SlideMediaProps, 'interactive'> {
  index: number
  /** What a click does when the slide neither opens the lightbox nor links anywhere. */
  onPlainClick?: (event: MouseEvent<HTMLElement>) => void
  children?: ReactNode
}

/**
 * A slide's media inside what a click on it does: a button that opens the lightbox, a link to its
 * click-through URL (http, https or relative only), or plain content.
 */
export function SlideContent({ index, onPlainClick, children, ...media }: SlideContentProps) {
  const { settings, openLightbox, followClickThrough } = useGallery()
  const { slide } = media
  const href = safeNavigationUrl(slide.clickThroughUrl, useInBrowser() ? document.baseURI : undefined)
  const name = slide.label || `${slide.type === 'video' ? 'Video' : 'Image'} ${index + 1}`

  if (settings.lightbox) {
    return (
      <button type="button" className="activator" part="item" aria-label={name} aria-haspopup="dialog" onClick={() => openLightbox(index)}>
        <SlideMedia {...media} interactive={false} />
        {children}
      </button>
    )
  }
  if (href) {
    return (
      <a
        className="activator"
        part="item"
        href={href}
        aria-label={name}
        onClick={(event) => {
          if (!followClickThrough(href)) event.preventDefault()
        }}
      >
        <SlideMedia {...media} interactive={false} />
        {children}
      </a>
    )
  }
  return (
    <div
      className="activator"
      onClick={(event) => {
        if (!(event.target as Element).closest('button, a, iframe')) onPlainClick?.(event)
      }}
    >
      <SlideMedia {...media} />
      {children}
    </div>
  )
}
