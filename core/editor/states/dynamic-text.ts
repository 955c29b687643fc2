/** Dynamic text never gets smaller than this, in rem. */
export const DYNAMIC_TEXT_MIN_REM = 0.75
/** Dynamic text this size or smaller, in CSS pixels, is flagged as small to the editor. */
export const SMALL_TEXT_MAX_PX = 13

export interface DynamicTextSize {
  /** The size to use, in px: the one asked for, but never under the minimum. */
  px: number
  /** Whether the editor should warn that it is small. */
  small: boolean
}

/** The size dynamic text gets for `requestedPx`, with a root font size of `rootPx` (16 in browsers by default). */
export function dynamicTextSize(requestedPx: number, rootPx = 16): DynamicTextSize {
  const px = Math.max(requestedPx, DYNAMIC_TEXT_MIN_REM * rootPx)
  return { px, small: px <= SMALL_TEXT_MAX_PX }
}
