import { parseDimensions } from '../../core/images/image-sizes.ts'

/** An image block narrower than this is narrow. */
export const NARROW_BELOW_PX = 415
export const NARROW_CLASS = 'narrow'
/** The author's aspect ratio for the box, and the image's own, which the element sets. */
export const ASPECT_RATIO_PROPERTY = '--ss-image-aspect-ratio'
export const OWN_ASPECT_RATIO_PROPERTY = '--ss-image-own-aspect-ratio'
const BOX_ASPECT_RATIO = `var(${ASPECT_RATIO_PROPERTY}, var(${OWN_ASPECT_RATIO_PROPERTY}, auto))`
/** The slot's class when the loader places the image by offsets: the slot is then the box it is placed in. */
export const PLACING_BOX_CLASS = 'placing'

/** The image the block shows: its first `<img>` child. */
export const blockImage = (element: Element) => element.querySelector<HTMLImageElement>(':scope > img')

/** The aspect ratio of the block's image from its `data-image-dimensions`, so that its box is right before it loads. */
export function ownAspectRatio(element: HTMLElement): Record<`--${string}`, string> {
  const dimensions = parseDimensions(blockImage(element)?.dataset.imageDimensions)
  return dimensions ? { [OWN_ASPECT_RATIO_PROPERTY]: `${dimensions.width} / ${dimensions.height}` } : {}
}

/** The image fills the block's width at its own aspect ratio, now and while the implementation loads. */
export const imageBoxStyles = /* css */ `
  :host {
    display: block;
  }
  ::slotted(img) {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${BOX_ASPECT_RATIO};
  }
`

/**
 * With `useAdvancedPositioning: false` the loader places the image out of flow, at offsets in the block: the
 * slot is then the box, positioned, holding the block's shape and clipping the crop.
 */
export const placingBoxStyles = /* css */ `
  .${PLACING_BOX_CLASS} {
    display: block;
    position: relative;
    overflow: hidden;
    aspect-ratio: ${BOX_ASPECT_RATIO};
  }
`
