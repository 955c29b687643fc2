/**
 * Where each slide of a row lies, from the slides' widths alone: a thousand slides are placed by arithmetic,
 * never by reading their layout.
 */
export interface TrackLayout {
  /** The left edge of each slide, in px from the start of the row. */
  starts: readonly number[]
  widths: readonly number[]
  /** The whole row, gaps included. */
  contentWidth: number
}

export function trackLayout(widths: readonly number[], gap: number): TrackLayout {
  const starts: number[] = []
  let position = 0
  for (const width of widths) {
    starts.push(position)
    position += width + gap
  }
  return { starts, widths, contentWidth: widths.length ? position - gap : 0 }
}

/** The first and last slides that overlap `from … to` px (an empty range when none: last < first). */
export function slidesBetween({ starts, widths }: TrackLayout, from: number, to: number): [number, number] {
  // Starts ascend: the first slide ending after `from` and the last one starting before `to`, by bisection.
  const firstEndingAfter = bisect(starts.length, (i) => starts[i]! + widths[i]! > from)
  const firstStartingAtOrAfter = bisect(starts.length, (i) => starts[i]! >= to)
  return [firstEndingAfter, firstStartingAtOrAfter - 1]
}

/** The smallest index in `0 … length` for which `after` holds (it holds from some index on). */
function bisect(length: number, after: (i: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (after(middle)) high = middle
    else low = middle + 1
  }
  return low
}
