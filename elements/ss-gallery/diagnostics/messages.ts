import { IMAGE_MESSAGES } from '../../../core/images/messages.ts'

/** What the gallery says in the console (001 §8), word for word; nothing of it is shown to the visitor. */
export const GALLERY_CONSOLE_MESSAGES = {
  /** Error: the code of video slides did not load. */
  videoLoaderNotFound: 'VideoLoader not found',
  /** Warning: the lightbox's code did not load, so slides cannot open in it. */
  lightboxUnavailable: 'lightboxify is not available in this tier!',
  /** Error: `linked-to` names an element that is no gallery. */
  noValidNode: 'Error: No valid HTMLElement node was supplied!',
  /** Warning: once the page has loaded, `linked-to` names an id that no element has. */
  noRootNode: IMAGE_MESSAGES.noRootNode,
  /** Warning: the gallery has no slide to show. */
  noImages: IMAGE_MESSAGES.noImages,
  /** Warning: a slide has no image (an image slide without `<img>`, or an `<img>` without a source). */
  noImage: IMAGE_MESSAGES.noImage,
} as const
