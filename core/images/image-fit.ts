import type { Dimensions } from './image-sizes.ts'

/** How an image fills its box: cropped to cover it, contained in it, or drawn at its own size. */
export type CropMode = 'cover' | 'contain' | 'none'

/** Which edge a contained image sits against. */
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom'

export interface FocalPoint {
  x: number
  y: number
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 }

/** How an image is cropped in its box: the loader's settings that decide where it is drawn. */
export interface CropSettings {
  /** The image's own size, from `data-image-dimensions`. */
  dimensions?: Dimensions
  focalPoint?: FocalPoint
  cropMode?: CropMode
  /** Where a contained image sits; required with `cropMode: 'contain'`. */
  fitAlignment?: FitAlignment
  /** Whether a contained image may be drawn wider than its own width (default true); off, it only scales down. */
  stretch?: boolean
}

/** `"0.3,0.6"` → `{ x: 0.3, y: 0.6 }`, each clamped to 0…1; missing or unreadable parts are 0.5. */
export function parseFocalPoint(text: string | null | undefined): FocalPoint {
  if (!text) return { ...CENTRE }
  const [x, y] = text.split(',').map((part) => Number.parseFloat(part))
  const unit = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 0.5 : Math.min(1, Math.max(0, value)))
  return { x: unit(x), y: unit(y) }
}

/**
 * How wide an image is drawn in `box`: what decides which published width to fetch. Without `stretch`, a
 * contained image is never drawn wider than its own width (CSS `object-fit: scale-down`).
 */
export function drawnWidth(box: Dimensions, image: Dimensions | undefined, cropMode: CropMode, stretch = true): number {
  if (!image) return box.width
  const ratio = image.width / image.height
  if (cropMode === 'cover') return Math.max(box.width, box.height * ratio)
  if (cropMode === 'contain') {
    const contained = Math.min(box.width, box.height > 0 ? box.height * ratio : box.width)
    return stretch ? contained : Math.min(contained, image.width)
  }
  return Math.min(image.width, box.width)
}

/** The CSS `object-fit` for a crop mode: a contained image that may not stretch is `scale-down`. */
export function objectFitFor(cropMode: CropMode, stretch = true): string {
  return cropMode === 'contain' && !stretch ? 'scale-down' : cropMode
}

/**
 * `object-position` for an image cropped to cover `box` that keeps the focal point as near the middle of the
 * box as the crop allows. Without a box size, the focal point's own percentages (which CSS aligns alike).
 */
export function coverObjectPosition(image: Dimensions | undefined, box: Dimensions | undefined, focal: FocalPoint): string {
  if (!image || !box || box.width <= 0 || box.height <= 0) return `${percent(focal.x)} ${percent(focal.y)}`
  const scale = Math.max(box.width / image.width, box.height / image.height)
  return `${percent(coverShift(image.width * scale, box.width, focal.x))} ${percent(coverShift(image.height * scale, box.height, focal.y))}`
}

/**
 * Along one axis of a cover crop, how much of what overflows the box is cut before it (0…1): the share that puts
 * the focal point `at` (0…1 of the drawn image) in the middle of the box, as near as the image's edges allow.
 */
export function coverShift(drawnSize: number, boxSize: number, at: number): number {
  const overflow = drawnSize - boxSize
  if (overflow < 0.5) return 0.5
  return Math.min(overflow, Math.max(0, at * drawnSize - boxSize / 2)) / overflow
}

/** Where a contained image sits for each alignment: the share of the free space before it, across and down. */
export const FIT_ANCHORS: Record<FitAlignment, FocalPoint> = {
  top: { x: 0.5, y: 0 },
  left: { x: 0, y: 0.5 },
  center: { x: 0.5, y: 0.5 },
  right: { x: 1, y: 0.5 },
  bottom: { x: 0.5, y: 1 },
}

/** `object-position` for a contained image aligned to one edge. */
export function fitObjectPosition(alignment: FitAlignment): string {
  const { x, y } = FIT_ANCHORS[alignment]
  const keyword = (at: number, start: string, end: string) => (at === 0 ? start : at === 1 ? end : 'center')
  return `${keyword(x, 'left', 'right')} ${keyword(y, 'top', 'bottom')}`
}

/** An image's crop in CSS: its `object-fit` and `object-position` (empty for the middle). */
export interface ObjectCrop {
  fit: string
  position: string
}

/** The CSS crop of an image in `box`; `none` has no position, which centres it. */
export function objectCrop(settings: CropSettings, box: Dimensions | undefined): ObjectCrop {
  const cropMode = settings.cropMode ?? 'cover'
  const fit = objectFitFor(cropMode, settings.stretch)
  if (cropMode === 'cover') return { fit, position: coverObjectPosition(settings.dimensions, box, settings.focalPoint ?? CENTRE) }
  return { fit, position: cropMode === 'contain' ? fitObjectPosition(settings.fitAlignment ?? 'center') : '' }
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`
}
