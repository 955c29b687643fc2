import type { CSSProperties } from 'react'
import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import { fitObjectPosition, objectFitFor, parseFocalPoint, type FocalPoint } from '../../core/images/image-fit.ts'
import { chooseImageWidth, parseDimensions, sizedImageUrl } from '../../core/images/image-sizes.ts'
import { ASPECT_RATIO_PROPERTY, blockImage, OWN_ASPECT_RATIO_PROPERTY, ownAspectRatio } from './image-box.ts'
import type { ImageConfig } from './schema.ts'

/** The width drawn until the loader runs: it then picks its own. */
const WIDTH_BEFORE_SCRIPT = 1000
export const BEFORE_SCRIPT_CLASS = 'before-script'
/** How much wider than its box, in proportion, the image is: its own ratio over the box's (the author's, else its own). */
const SCALE_PROPERTY = '--ss-image-before-script-scale'

/**
 * What a server-rendered block draws behind its `<img>` until the loader has given that a source (before the
 * block's script has run, or without scripts): the same picture, 1000 px wide, cropped as the loader crops it.
 * Undefined without a web address (only its scheme matters: resolved against any base).
 */
export function imageBeforeScript(
  element: HTMLElement,
  { cropMode, fitAlignment, sizeFormat, stretch }: ImageConfig,
): { src: string; style: CSSProperties } | undefined {
  const image = blockImage(element)
  const source = image?.dataset.src
  if (!image || !source || !safeRedirectUrl(source, 'https://base.invalid/')) return undefined
  const dimensions = parseDimensions(image.dataset.imageDimensions)
  return {
    src: sizedImageUrl(source, chooseImageWidth(WIDTH_BEFORE_SCRIPT, dimensions?.width), sizeFormat),
    style: {
      ...ownAspectRatio(element),
      objectFit: objectFitFor(cropMode, stretch) as CSSProperties['objectFit'],
      objectPosition: cropMode === 'cover' ? coverPosition(parseFocalPoint(image.dataset.imageFocalPoint)) : fitObjectPosition(fitAlignment),
    },
  }
}

/**
 * The loader's crop (`coverObjectPosition`) in CSS: the focal point as near the middle as the crop allows. For a
 * box of a given ratio it is the same share of the overflow at any size, so CSS computes it from the ratios alone
 * (on the axis that does not overflow it is any value, and a value with no meaning there, NaN, counts as 0).
 */
function coverPosition({ x, y }: FocalPoint): string {
  const scale = `var(${SCALE_PROPERTY})`
  return `calc(clamp(0, (${x} * ${scale} - 0.5) / (${scale} - 1), 1) * 100%) calc(clamp(0, (${y} / ${scale} - 0.5) / (1 / ${scale} - 1), 1) * 100%)`
}

/**
 * The picture fills the block's box, behind the block's `<img>` (positioned after it, so painted over it), which
 * stays hidden until it has a source: then it paints over the picture once loaded, and nothing blinks.
 */
export const beforeScriptStyles = /* css */ `
  .${BEFORE_SCRIPT_CLASS} {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    ${SCALE_PROPERTY}: calc((var(${OWN_ASPECT_RATIO_PROPERTY}, 1)) / (var(${ASPECT_RATIO_PROPERTY}, var(${OWN_ASPECT_RATIO_PROPERTY}, 1))));
  }
  .${BEFORE_SCRIPT_CLASS} ~ slot::slotted(img) {
    position: relative;
  }
  .${BEFORE_SCRIPT_CLASS} ~ slot::slotted(img:not([src])) {
    visibility: hidden;
  }
`
