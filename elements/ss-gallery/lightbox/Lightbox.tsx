import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { adoptMoreStyles } from '../../../core/dom/adopt-styles.ts'
import { showModal, type Modal } from '../../../core/dom/modal.ts'
import { prefersReducedMotion } from '../../../core/dom/reduced-motion.ts'
import { isMobileDevice } from '../../../core/images/device.ts'
import { useGallery } from '../gallery-context.ts'
import { Caption } from '../media/Caption.tsx'
import { slideRatio } from '../media/slide-ratio.ts'
import { SlideMedia } from '../media/SlideMedia.tsx'
import { arrowAllowed, LIGHTBOX_SPEED_MS, lightboxClickDirection, OVERLAY_OPACITY } from './lightbox-rules.ts'
import { lightboxStyles } from './lightbox-styles.ts'
import { LightboxTrack } from './LightboxTrack.tsx'

const CAPTION_ID = 'ss-gallery-lightbox-caption'

/**
 * The lightbox (WAI-ARIA dialog pattern): a modal `<dialog>` over the page. The overlay fades in, then the
 * content; Esc, the close button or a click outside the image close it; the arrow keys (at most one move per
 * 200 ms) and clicks on the left or right half of the screen move, looping on desktop. On mobile the slides
 * scroll sideways and the caption sits behind a toggle. It is shown on the shared modal layer, which keeps focus
 * inside, locks the page's scroll and gives focus back on close. It is loaded, with its styles, the first time a
 * gallery opens it.
 */
export function Lightbox({ onClose, onOpened }: { onClose(): void; onOpened(): void }) {
  const { slides, index, navigator, config } = useGallery()
  const dialog = useRef<HTMLDialogElement>(null)
  const modal = useRef<Modal>(null)
  const [mobile] = useState(isMobileDevice)
  const [captionShown, setCaptionShown] = useState(false)
  // The mobile track measures itself to scroll to the current slide: it renders once the dialog is shown.
  const [shown, setShown] = useState(false)
  const lastArrow = useRef(-Infinity)
  const slide = slides[index]

  useLayoutEffect(() => {
    const element = dialog.current!
    adoptMoreStyles(element.getRootNode() as ShadowRoot, lightboxStyles)
    const opened = showModal(element, { initialFocus: element.querySelector<HTMLElement>('.lightbox-close'), onClose })
    modal.current = opened
    if (!prefersReducedMotion()) {
      const half = LIGHTBOX_SPEED_MS / 2
      element.querySelector('.lightbox-overlay')!.animate([{ opacity: 0 }, { opacity: OVERLAY_OPACITY }], { duration: half, fill: 'backwards' })
      element.querySelector('.lightbox-content')!.animate([{ opacity: 0 }, { opacity: 1 }], { duration: half, delay: half, fill: 'backwards' })
    }
    setShown(true)
    onOpened()
    return () => opened.close('method')
  }, [onOpened, onClose])

  const step = (direction: 1 | -1) => navigator.step(direction, { animate: false, wrap: !mobile })

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
    if (direction === 0) return
    if (arrowAllowed(lastArrow.current, event.timeStamp)) {
      lastArrow.current = event.timeStamp
      step(direction)
    }
    event.preventDefault()
    event.stopPropagation()
  }

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    if (target.closest('button, a, iframe, figcaption')) return
    if (target.closest('.media')) {
      const direction = mobile ? 0 : lightboxClickDirection(event.clientX, window.innerWidth)
      if (direction !== 0) step(direction)
      return
    }
    modal.current?.requestClose('overlay')
  }

  const ratio = slideRatio(slide)
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      part="lightbox"
      data-theme={config.lightboxTheme}
      data-mobile={mobile || undefined}
      aria-label="Lightbox"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="lightbox-overlay" part="lightbox-overlay" />
      <div className="lightbox-content">
        {mobile ? (
          shown && <LightboxTrack />
        ) : (
          slide && (
            <figure key={index} className="lightbox-item" style={{ '--ss-gallery-ratio': ratio } as React.CSSProperties}>
              <SlideMedia slide={slide} current load cropMode="contain" ratio={ratio} captioned={slide.caption !== undefined} />
              {slide.caption && <Caption source={slide.caption} className="lightbox-caption" />}
            </figure>
          )
        )}
        {mobile && slide?.caption && (
          <>
            <button type="button" className="lightbox-caption-toggle" part="lightbox-caption-toggle" aria-expanded={captionShown} aria-controls={CAPTION_ID} onClick={() => setCaptionShown(!captionShown)}>
              {captionShown ? 'Hide caption' : 'Show caption'}
            </button>
            <Caption source={slide.caption} className="lightbox-caption" id={CAPTION_ID} hidden={!captionShown} />
          </>
        )}
        <p className="lightbox-counter" part="lightbox-counter" aria-live="polite">
          {index + 1} / {slides.length}
        </p>
        <button type="button" className="lightbox-close" part="lightbox-close" aria-label="Close" onClick={() => modal.current?.requestClose('button')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className="lightbox-previous" part="lightbox-previous" aria-label="Previous image" hidden={slides.length < 2} onClick={() => step(-1)}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <polyline points="15 5 8 12 15 19" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className="lightbox-next" part="lightbox-next" aria-label="Next image" hidden={slides.length < 2} onClick={() => step(1)}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <polyline points="9 5 16 12 9 19" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </dialog>
  )
}
