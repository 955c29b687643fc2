/** Re-layout after a settings change or once web fonts are ready waits this long for things to settle. */
export const RELAYOUT_DEBOUNCE_MS = 1000
/** The narrowest region the marquee lays out for, however narrow its box. */
export const MIN_REGION_WIDTH = 50
/** The width of one wave (one period of the curve) stays within these bounds. */
export const MIN_SEGMENT_WIDTH = 250
export const MAX_SEGMENT_WIDTH = 1000
/** The wave's heights are computed ahead for every third pixel of a segment. */
export const WAVE_LOOKUP_STEP = 3
/** How far the items move each second at `animationSpeed` 1. */
export const PIXELS_PER_SECOND = 50
/** The wave's height (centre to crest) at full intensity, in the marquee's `em`. */
export const MAX_WAVE_HEIGHT_EM = 1

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A wave setting as a share of its full effect: the setting × 0.1, clamped to 0..1. */
export function waveShare(setting: number): number {
  return clamp(setting * 0.1, 0, 1)
}

/** The width the marquee lays out for: its box's width, at least `MIN_REGION_WIDTH`. */
export function regionWidth(boxWidth: number): number {
  return Math.max(MIN_REGION_WIDTH, boxWidth)
}

/**
 * The width of one wave: from the widest segment at frequency 0 down to the narrowest at full frequency, then
 * adjusted so that a whole number of waves spans the region, and kept within the segment bounds.
 */
export function waveSegmentWidth(region: number, waveFrequency: number): number {
  const wanted = MAX_SEGMENT_WIDTH - waveShare(waveFrequency) * (MAX_SEGMENT_WIDTH - MIN_SEGMENT_WIDTH)
  const count = Math.max(1, Math.round(region / wanted))
  return clamp(region / count, MIN_SEGMENT_WIDTH, MAX_SEGMENT_WIDTH)
}

/** The wave's vertical offset at every `WAVE_LOOKUP_STEP` pixels along one segment: a sine of `height`. */
export function waveLookup(segmentWidth: number, height: number): Float64Array {
  const samples = Math.ceil(segmentWidth / WAVE_LOOKUP_STEP) + 1
  return Float64Array.from({ length: samples }, (_, i) => height * Math.sin((2 * Math.PI * i * WAVE_LOOKUP_STEP) / segmentWidth))
}

/** The wave's vertical offset at `x` pixels from the region's start, read from the lookup. */
export function waveOffsetAt(lookup: Float64Array, segmentWidth: number, x: number): number {
  const within = ((x % segmentWidth) + segmentWidth) % segmentWidth
  return lookup[Math.round(within / WAVE_LOOKUP_STEP)] ?? 0
}

/**
 * How many copies of the items (the originals count as one) the row needs so that the region stays full while
 * the row slides by one copy's width: enough to cover the region, and one more.
 */
export function copiesToFill(copyWidth: number, region: number): number {
  return copyWidth > 0 ? Math.ceil(region / copyWidth) + 1 : 1
}

/** How far the row has slid after `elapsedMs` more, wrapping within one copy's width so it never grows. */
export function advanceOffset(offset: number, elapsedMs: number, animationSpeed: number, copyWidth: number): number {
  if (copyWidth <= 0) return 0
  return (offset + (PIXELS_PER_SECOND * animationSpeed * elapsedMs) / 1000) % copyWidth
}

/** The row's horizontal translation for an offset: leftwards it slides back, rightwards it comes in from the left. */
export function rowTranslation(offset: number, copyWidth: number, direction: 'left' | 'right'): number {
  return direction === 'left' ? -offset : offset - copyWidth
}

/**
 * The offset at which the point `position` px into the first copy of the row (an item of the author's) sits at
 * the region's start: the inverse of `rowTranslation`. Rightwards that may be a whole copy's width, which the
 * next frame wraps to 0 without a visible change.
 */
export function offsetPlacingAtStart(position: number, copyWidth: number, direction: 'left' | 'right'): number {
  if (copyWidth <= 0) return 0
  return direction === 'left' ? position : copyWidth - position
}
