import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import { fitObjectPosition, parseFocalPoint, type FocalPoint } from '../../core/images/image-fit.ts'
import { ASPECT_RATIO_PROPERTY, blockImage, OWN_ASPECT_RATIO_PROPERTY } from './image-box.ts'
import { chooseImageWidth, parseDimensions, sizedImageUrl } from '../../core/images/image-sizes.ts'
import type { ImageConfig } from './schema.ts'

/** The width a page without scripts is given: the loader picks its own once it runs. */
const WIDTH_WITHOUT_SCRIPT = 1000
const IMAGE_PROPERTY = '--ss-image-without-script'
const POSITION_PROPERTY = '--ss-image-without-script-position'
const SIZE_PROPERTY = '--ss-image-without-script-size'

/**
 * Where scripts are off, the loader never gives the block's `<img>` a source: its box draws the image as its
 * background instead, cropped as the loader crops it. Properties set on the slot (the server renders them too),
 * used only under `scripting: none`, so that a page with scripts fetches nothing more.
 */
export function imageWithoutScript(element: HTMLElement, { cropMode, fitAlignment, sizeFormat }: ImageConfig): Record<`--${string}`, string> {
  const image = blockImage(element)
  const source = image?.dataset.src
  // Only a web address, as the loader takes (resolved against any base: only its scheme matters here).
  if (!image || !source || !safeRedirectUrl(source, 'https://base.invalid/')) return {}
  const dimensions = parseDimensions(image.dataset.imageDimensions)
  const url = sizedImageUrl(source, chooseImageWidth(WIDTH_WITHOUT_SCRIPT, dimensions?.width), sizeFormat)
  return {
    [IMAGE_PROPERTY]: `url("${url.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`,
    [POSITION_PROPERTY]: cropMode === 'cover' ? coverPosition(parseFocalPoint(image.dataset.imageFocalPoint)) : fitObjectPosition(fitAlignment),
    [SIZE_PROPERTY]: cropMode === 'none' ? 'auto' : cropMode,
  }
}

/** How much wider than its box, in proportion, the image is: its own ratio over the box's (the author's, else its own). */
const SCALE_PROPERTY = '--ss-image-without-script-scale'

/**
 * The loader's crop (`coverObjectPosition`) in CSS: the focal point as near the middle as the crop allows. For a
 * box of a given ratio it is the same share of the overflow at any size, so CSS computes it from the ratios alone
 * (on the axis that does not overflow it is any value, and a value with no meaning there, NaN, counts as 0).
 */
function coverPosition({ x, y }: FocalPoint): string {
  const scale = `var(${SCALE_PROPERTY})`
  return `calc(clamp(0, (${x} * ${scale} - 0.5) / (${scale} - 1), 1) * 100%) calc(clamp(0, (${y} / ${scale} - 0.5) / (1 / ${scale} - 1), 1) * 100%)`
}

export const withoutScriptStyles = /* css */ `
  @media (scripting: none) {
    /* On the slot, beside the properties it is read with (a custom property takes its var()s where it is set). */
    slot {
      ${SCALE_PROPERTY}: calc((var(${OWN_ASPECT_RATIO_PROPERTY}, 1)) / (var(${ASPECT_RATIO_PROPERTY}, var(${OWN_ASPECT_RATIO_PROPERTY}, 1))));
    }
    ::slotted(img:not([src])) {
      color: transparent;
      background: var(${IMAGE_PROPERTY}, none) var(${POSITION_PROPERTY}, center) / var(${SIZE_PROPERTY}, cover) no-repeat;
    }
  }
`
