import type { GalleryConfig, StackedTransition } from '../schema/block-schema.ts'

/** Stacked speed 1 s; swipe 0.28 s; new-swipe 0.2–0.5 s (0.3 s without a drag); scroll 0.4 s. */
export const TRANSITION_MS: Record<StackedTransition, number> = {
  fade: 1000,
  'ken-burns': 1000,
  swipe: 280,
  'new-swipe': 300,
  scroll: 400,
}

/** The strip (slider, thumbnails) moves in 0.5 s; the carousel moves its groups alike. */
export const STRIP_MS = 500

/** Ken-burns zooms the shown slide to 1.075. */
export const KEN_BURNS_ZOOM = 1.075

/** How long `config`'s design animates a change of slide; 0 for the designs that show every slide at once. */
export function designMotionMs(config: GalleryConfig, reducedMotion: boolean): number {
  if (reducedMotion) return 0
  switch (config.design) {
    case 'stacked':
    case 'slideshow':
      return TRANSITION_MS[config.transition]
    case 'slider':
    case 'carousel':
      return STRIP_MS
    default:
      return 0
  }
}

/** +1 when `to` comes after `from`, -1 before; a wrap from the last slide to the first counts as forward. */
export function travelDirection(from: number, to: number, count: number): 1 | -1 {
  if (count > 2 && from === count - 1 && to === 0) return 1
  if (count > 2 && from === 0 && to === count - 1) return -1
  return to > from ? 1 : -1
}
