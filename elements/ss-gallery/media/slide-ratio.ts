import type { GallerySlide } from '../slides/read-slides.ts'
import type { GalleryConfig } from '../schema/block-schema.ts'

/** A video's thumbnail is 16:9; an image of unknown size gets 3:2 until better is known. */
export const VIDEO_RATIO = 16 / 9
export const UNKNOWN_IMAGE_RATIO = 3 / 2

/** Width / height of a slide's own media. */
export function slideRatio(slide: GallerySlide | undefined): number {
  const dimensions = slide?.image?.dimensions
  if (dimensions) return dimensions.width / dimensions.height
  return slide?.type === 'video' ? VIDEO_RATIO : UNKNOWN_IMAGE_RATIO
}

/** The box of one slide in designs that give every slide the same shape: the block's ratio, else square. */
export const uniformRatio = (config: GalleryConfig): number =>
  typeof config.imageAspectRatio === 'number' ? config.imageAspectRatio : 1
