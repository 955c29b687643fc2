import { createElementClass } from '../../core/element/create-element-class.ts'
import { galleryAttributes } from './attributes.ts'
import { galleryPendingStyles } from './styles/pending.ts'

/**
 * @tag ss-gallery
 * @summary Images and videos in one of nine designs, with a lightbox, lazy loading without layout shift, keyboard, touch and deep links.
 *
 * @attr {string} data-block-json - The gallery block: `{"design": "grid", "slidesPerRow": 4, "lightbox": true}`.
 *
 * @fires {CustomEvent<{index: number, previousIndex: number, slideId: string | null}>} ss-slide-change - The current slide changed.
 * @fires {CustomEvent<void>} ss-reached-beginning - Previous was asked for on the first slide, without loop.
 * @fires {CustomEvent<void>} ss-reached-end - Next was asked for on the last slide, without loop.
 * @fires {CustomEvent<{index: number}>} ss-lightbox-open - The lightbox opened on slide `index`.
 * @fires {CustomEvent<void>} ss-lightbox-close - The lightbox closed.
 * @fires {CustomEvent<{url: string}>} ss-click-through - A slide's link was followed; cancelable. Inside the editor frame it never navigates.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the slides stay visible as plain figures.
 *
 * @slot - The slides: `<figure data-type="image|video">` each, with an `<img data-src data-image-dimensions>` and an optional `<figcaption>`.
 * @slot thumbnails - A linked thumbnail strip (`<ss-gallery linked-to>`) of a stacked or slideshow gallery, shown inside its carousel region.
 *
 * @csspart base - Everything the gallery draws.
 * @csspart viewport - The region of the sliding designs (stacked, slideshow, slider, carousel).
 * @csspart list - The list of the grid designs and the list design.
 * @csspart slide - A slide of a sliding design.
 * @csspart cell - A slide of a grid design or the list.
 * @csspart item - The button (lightbox) or link (click-through) a slide sits in.
 * @csspart media - The box reserved for a slide's image or video.
 * @csspart image - An image.
 * @csspart caption - A caption.
 * @csspart previous - The previous control.
 * @csspart next - The next control.
 * @csspart rotation - The button that stops and starts autoplay.
 * @csspart video - A video player.
 * @csspart video-play - The overlay that starts a video.
 * @csspart video-message - The message of a video that cannot play.
 * @csspart lightbox - The lightbox dialog.
 * @csspart lightbox-overlay - The lightbox's backdrop.
 * @csspart lightbox-close - The lightbox's close button.
 * @csspart lightbox-previous - The lightbox's previous button.
 * @csspart lightbox-next - The lightbox's next button.
 * @csspart lightbox-counter - The lightbox's "3 / 10".
 * @csspart lightbox-caption-toggle - The button that shows the caption in the mobile lightbox.
 *
 * @cssprop [--ss-gallery-control-size=2.75rem] - Width and height of the previous and next controls.
 * @cssprop [--ss-gallery-control-color=#fff] - Colour of the controls' arrows.
 * @cssprop [--ss-gallery-control-background=rgb(0 0 0 / 0.55)] - Background of the controls.
 * @cssprop [--ss-gallery-placeholder=rgb(127 127 127 / 0.15)] - What a slide's box shows until its image arrives.
 * @cssprop [--ss-gallery-caption-color=#fff] - Text colour of captions laid over images.
 * @cssprop [--ss-gallery-caption-background=rgb(0 0 0 / 0.55)] - Background of captions laid over images.
 * @cssprop [--ss-gallery-focus-ring=2px solid var(--ss-color-focus, #1a73e8)] - The outline of a focused control or thumbnail.
 * @cssprop [--ss-gallery-lightbox-background=var(--ss-color-black, #000)] - The lightbox's overlay colour (dark theme; `--ss-color-white` in the light theme).
 * @cssprop [--ss-gallery-lightbox-color=var(--ss-color-white, #fff)] - The lightbox's text and control colour (dark theme; `--ss-color-gray-900` in the light theme).
 */
export class SsGallery extends createElementClass({
  tag: 'ss-gallery',
  attributes: galleryAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: galleryPendingStyles,
}) {
  /** Goes to the next slide (the next group in the carousel); at the end, wraps with loop or fires `ss-reached-end`. */
  next(): void {
    this.component.call('next')
  }

  /** Goes to the previous slide; at the beginning, wraps with loop or fires `ss-reached-beginning`. */
  previous(): void {
    this.component.call('previous')
  }

  /** Goes to slide `index` (from 0; negative counts from the end). Ignored while the gallery is moving. */
  goTo(index: number): void {
    this.component.call('goTo', index)
  }

  /** The current slide's index; setting it goes there. */
  get currentIndex(): number {
    return this.component.read('currentIndex', 0)
  }

  set currentIndex(index: number) {
    this.goTo(index)
  }

  /** Opens the lightbox on slide `index` (the current slide when omitted). */
  openLightbox(index?: number): void {
    this.component.call('openLightbox', index)
  }

  /** Closes the lightbox. */
  closeLightbox(): void {
    this.component.call('closeLightbox')
  }
}
