/** The visibility ratios at which a block's visibility is looked at again. */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1]
/** A block this much visible counts as in view. */
export const IN_VIEW_RATIO = 0.5

export interface Visibility {
  isIntersecting: boolean
  /** The part of the block that is visible, 0 to 1. */
  ratio: number
  /** The block's height and the viewport's, in px. */
  height: number
  viewportHeight: number
}

/**
 * Whether a block counts as in view: at least half visible, or, when it is taller than the viewport (so that
 * half of it may never show at once), any part of it.
 */
export function isInView({ isIntersecting, ratio, height, viewportHeight }: Visibility): boolean {
  if (!isIntersecting) return false
  return ratio >= IN_VIEW_RATIO || height > viewportHeight
}
