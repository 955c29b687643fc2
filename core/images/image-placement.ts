import { CENTRE, coverShift, drawnWidth, FIT_ANCHORS, type CropSettings } from './image-fit.ts'
import type { Dimensions } from './image-sizes.ts'

/** Where an image is drawn in its box, in px from the box's top left corner: what `object-fit` would draw. */
export interface Placement {
  left: number
  top: number
  width: number
  height: number
}

/** A placement as CSS lengths, in px, or in % of the box (`fixedRatio`), which hold while it scales at one ratio. */
export type PlacementStyle = Record<keyof Placement, string>

/**
 * `useAdvancedPositioning: false`: the same picture the loader's `object-fit`/`object-position` crop draws, as
 * the image's own size and offset in `box`. `cover` fills the box with the focal point as near its middle as the
 * image's edges allow; `contain` shows all of the image against its `fitAlignment` (no larger than itself
 * without `stretch`); `none` draws it at its own size, no wider than the box, in the middle.
 */
export function imagePlacement(settings: CropSettings & { dimensions: Dimensions }, box: Dimensions): Placement {
  const { dimensions: image, cropMode = 'cover', stretch = true } = settings
  if (cropMode === 'none') return placed(box, drawnWidth(box, image, 'none') / image.width, image, CENTRE)
  if (cropMode === 'contain') {
    const fits = Math.min(box.width / image.width, box.height / image.height)
    return placed(box, stretch ? fits : Math.min(fits, 1), image, FIT_ANCHORS[settings.fitAlignment ?? 'center'])
  }
  const scale = Math.max(box.width / image.width, box.height / image.height)
  const focal = settings.focalPoint ?? CENTRE
  const cut = { x: coverShift(image.width * scale, box.width, focal.x), y: coverShift(image.height * scale, box.height, focal.y) }
  return placed(box, scale, image, cut)
}

/** The image drawn at `scale`, its free space (or what overflows) shared out before and after it as `anchor` says. */
function placed(box: Dimensions, scale: number, image: Dimensions, anchor: { x: number; y: number }): Placement {
  const [width, height] = [image.width * scale, image.height * scale]
  // `+ 0`: no share of an overflow is -0, which reads as 0 everywhere but in a strict comparison.
  return { left: anchor.x * (box.width - width) + 0, top: anchor.y * (box.height - height) + 0, width, height }
}

/** A placement as inline CSS: px, or with `fixedRatio` % of the box's width (left, width) and height (top, height). */
export function placementStyle({ left, top, width, height }: Placement, box: Dimensions, fixedRatio = false): PlacementStyle {
  if (!fixedRatio) return { left: px(left), top: px(top), width: px(width), height: px(height) }
  const across = (length: number) => percent(length, box.width)
  const down = (length: number) => percent(length, box.height)
  return { left: across(left), top: down(top), width: across(width), height: down(height) }
}

const px = (length: number) => `${round(length, 2)}px`
const percent = (length: number, of: number) => `${of > 0 ? round((length / of) * 100, 4) : 0}%`
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
