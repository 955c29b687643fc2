/** The browser's own mandatory snapping settles on the nearest slide, which is a snap point of 50%. */
export const NATIVE_SNAP_POINT = 0.5

/** A validated `snapPoints` value (`"30%"` or `"none"`) as a share of a slide, or `none`. */
export const snapShare = (snapPoints: string): number | 'none' => (snapPoints === 'none' ? 'none' : Number.parseFloat(snapPoints) / 100)

/**
 * The slide a scroll of the scroll transition settles on, from where it stopped (`position`: scrollLeft in slide
 * widths, 1.4 = 40% of the way from the second slide to the third). With a snap point (0–1), the next slide once
 * that share of the way to it is passed, else the one before; with `none`, the slide most in view, the row left
 * where it stopped. Clamped to the slides there are.
 */
export function settledSlide(position: number, snapPoint: number | 'none', count: number): number {
  const threshold = snapPoint === 'none' ? NATIVE_SNAP_POINT : snapPoint
  const before = Math.floor(position)
  const index = position - before >= threshold ? before + 1 : before
  return Math.min(Math.max(index, 0), count - 1)
}
