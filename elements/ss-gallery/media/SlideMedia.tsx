import { memo, Suspense, type RefObject } from 'react'
import type { CropMode } from '../../../core/images/image-fit.ts'
import type { LoadMode } from '../../../core/images/image-loader.ts'
import { openPin, PIN_BUTTON_LABEL } from '../../../core/share/pin-button.ts'
import { lazyOrReport } from '../diagnostics/lazy-reporting.ts'
import { GALLERY_CONSOLE_MESSAGES } from '../diagnostics/messages.ts'
import { useGalleryMedia } from '../gallery-context.ts'
import { useInBrowser } from '../../../core/element/use-in-browser.ts'
import type { GallerySlide } from '../slides/read-slides.ts'
import { SlideImageView } from './SlideImageView.tsx'

// Video slides are rarer than images: their player code loads when a gallery has one.
const VideoSlide = lazyOrReport(
  () => import('./VideoSlide.tsx').then((module) => module.VideoSlide),
  () => console.error(GALLERY_CONSOLE_MESSAGES.videoLoaderNotFound),
)

export interface SlideMediaProps {
  slide: GallerySlide
  /** Whether this slide is the one shown: a video leaving it is reset. */
  current: boolean
  load: LoadMode
  cropMode: CropMode
  /** Width / height of the box reserved for it before anything loads. */
  ratio: number
  root?: RefObject<Element | null>
  /**
   * False inside a labelled control (a thumbnail that opens the lightbox): the image needs no text of its own
   * and a video shows its thumbnail only, since a control cannot hold another.
   */
  interactive?: boolean
  /** The caption is shown with it: an alt text that only repeats the caption is left out. */
  captioned?: boolean
  /** It is in view in the design's first render: a server render shows its image without the script. */
  inFirstView?: boolean
}

/**
 * A slide's box, reserved at its ratio before any image arrives (no layout shift), with its image or video.
 * Memoised: a gallery of a thousand slides re-renders its designs on every change of index, size or viewport.
 */
export const SlideMedia = memo(function SlideMedia({ slide, current, load, cropMode, ratio, root, interactive = true, captioned = false, inFirstView }: SlideMediaProps) {
  const playable = slide.type === 'video' && interactive
  const decorative = !interactive || (captioned && slide.image?.alt.trim() === slide.captionText)
  const { pinButtons } = useGalleryMedia()
  const inBrowser = useInBrowser()
  const firstView = inFirstView ? { ratio } : undefined
  const poster = playable && (
    <>
      {slide.image && <SlideImageView image={slide.image} load={load} cropMode="cover" root={root} decorative firstView={firstView} />}
      <span className="play-icon" aria-hidden="true" />
    </>
  )
  return (
    <div className="media" part="media" data-type={slide.type} style={{ aspectRatio: String(ratio) }}>
      {playable ? (
        // Loaded on demand: a server render, which cannot wait for it, draws the video's poster, as it stands until then.
        inBrowser ? (
          <Suspense fallback={poster}>
            <VideoSlide slide={slide} current={current} load={load} root={root} />
          </Suspense>
        ) : (
          poster
        )
      ) : slide.image ? (
        <SlideImageView image={slide.image} load={load} cropMode={cropMode} root={root} decorative={decorative} firstView={firstView} />
      ) : null}
      {slide.type === 'video' && !interactive && <span className="play-icon" aria-hidden="true" />}
      {slide.type === 'image' && slide.image && interactive && pinButtons && (
        <button type="button" part="pin-button" onClick={(event) => openPin(event.currentTarget.parentElement!.querySelector('img'))}>
          {PIN_BUTTON_LABEL}
        </button>
      )}
    </div>
  )
})
