/**
 * Which slides a design renders. A gallery of a thousand slides draws only those near the current one or near
 * the view; the runs between are spacers. Pure functions, so that the rules are tested without a browser.
 */

/** One piece of a windowed row: a slide drawn in full, or a run of slides `from` to `to` (exclusive) left out. */
export type WindowPiece = { slide: number } | { from: number; to: number }

/** The slides within `radius` of `index`, across the ends with `loop`, in ascending order. */
export function indexesNear(index: number, count: number, radius: number, loop: boolean): number[] {
  const near = new Set<number>()
  for (let offset = -radius; offset <= radius; offset++) {
    const at = index + offset
    if (at >= 0 && at < count) near.add(at)
    else if (loop && count > 0) near.add(((at % count) + count) % count)
  }
  return [...near].sort((a, b) => a - b)
}

/** The slides `first` to `last`, both included and clamped to `0 … count - 1`. */
export function indexRange(first: number, last: number, count: number): number[] {
  const from = Math.max(0, first)
  const to = Math.min(count - 1, last)
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** The union of several windows, ascending. */
export function unionOf(...windows: ReadonlyArray<readonly number[]>): number[] {
  return [...new Set(windows.flat())].sort((a, b) => a - b)
}

/** The row of `count` slides with only `shown` (ascending) drawn: each run between becomes one piece. */
export function windowPieces(shown: readonly number[], count: number): WindowPiece[] {
  const pieces: WindowPiece[] = []
  let next = 0
  for (const slide of shown) {
    if (slide < next || slide >= count) continue
    if (slide > next) pieces.push({ from: next, to: slide })
    pieces.push({ slide })
    next = slide + 1
  }
  if (next < count) pieces.push({ from: next, to: count })
  return pieces
}
