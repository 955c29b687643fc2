/** The height of a video's box as a percentage of its width, when no proportions are set (about 16:9). */
export const DEFAULT_VIDEO_PADDING = 56.3
/** The same for an `Auto` box whose embed does not say its own proportions. */
export const AUTO_PLACEHOLDER_PADDING = 65

/**
 * The height of a video's box, in percent of its width: 100 ÷ the ratio when one is set, the embed's own
 * proportions (else 65 %) for `Auto`, and 56.3 % when nothing is set.
 */
export function videoBoxPadding(aspectRatio: number | 'Auto' | undefined, embedRatio?: number): number {
  if (typeof aspectRatio === 'number') return 100 / aspectRatio
  if (aspectRatio === 'Auto') return embedRatio ? 100 / embedRatio : AUTO_PLACEHOLDER_PADDING
  return DEFAULT_VIDEO_PADDING
}
