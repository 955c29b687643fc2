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
  const axis = (imageSize: number, boxSize: number, at: number) => {
    const overflow = imageSize * scale - boxSize
    if (overflow < 0.5) return 0.5
    return Math.min(overflow, Math.max(0, at * imageSize * scale - boxSize / 2)) / overflow
  }
  return `${percent(axis(image.width, box.width, focal.x))} ${percent(axis(image.height, box.height, focal.y))}`
}

const fitPositions: Record<FitAlignment, string> = {
  top: 'center top',
  left: 'left center',
  center: 'center center',
  right: 'right center',
  bottom: 'center bottom',
}

/** `object-position` for a contained image aligned to one edge. */
export const fitObjectPosition = (alignment: FitAlignment): string => fitPositions[alignment]

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`
}
