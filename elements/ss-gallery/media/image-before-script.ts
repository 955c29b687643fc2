import type { CSSProperties } from 'react'
import { CENTRE, coverObjectPosition, fitObjectPosition, objectFitFor, type CropMode } from '../../../core/images/image-fit.ts'
import { chooseImageWidth, imageSrcset, sizedImageUrl, type SizeFormat } from '../../../core/images/image-sizes.ts'
import type { ShownImage, SlideImage } from '../slides/read-slides.ts'

/** A box of the slide's ratio, as large as a screen's, for the crop (the same at any size, to the pixel's rounding). */
const BOX_HEIGHT = 1000
/** The width a browser that reads no `srcset` is given. */
const FALLBACK_WIDTH = 1000

export interface ImageBeforeScript extends Required<ShownImage> {
  /** `object-fit` and `object-position`. */
  style: CSSProperties
}

/**
 * What a server render gives a slide's `<img>` so that the browser shows it before any script, and without one:
 * the loader's `srcset`, `sizes="auto"` (the browser picks for the box it lays out; `100vw` where it cannot),
 * and the crop the loader will draw. A box of a known ratio is cropped alike at any size, so the focal point's
 * `object-position` is known without a layout. Loaded lazily (the browser loads every image without scripts).
 */
export function imageBeforeScript(
  image: SlideImage,
  { cropMode, ratio, sizeFormat, stretch }: { cropMode: CropMode; ratio: number; sizeFormat: SizeFormat; stretch: boolean },
): ImageBeforeScript {
  const { source, dimensions, focalPoint } = image
  const box = { width: ratio * BOX_HEIGHT, height: BOX_HEIGHT }
  const objectPosition = cropMode === 'cover' ? coverObjectPosition(dimensions, box, focalPoint ?? CENTRE) : fitObjectPosition('center')
  return {
    src: sizedImageUrl(source, chooseImageWidth(FALLBACK_WIDTH, dimensions?.width), sizeFormat),
    srcset: imageSrcset(source, sizeFormat, dimensions?.width),
    sizes: 'auto, 100vw',
    style: { objectFit: objectFitFor(cropMode, stretch) as CSSProperties['objectFit'], objectPosition },
  }
}
