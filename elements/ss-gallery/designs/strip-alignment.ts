export type StripAlignment = 'start' | 'middle' | 'end'

const fromBlock: Record<string, StripAlignment> = {
  left: 'start',
  center: 'middle',
  right: 'end',
  start: 'start',
  middle: 'middle',
  end: 'end',
}

/** The block's `active-alignment` as a strip alignment: left, center, right → start, middle, end; else middle. */
export function stripAlignment(value: unknown): StripAlignment {
  return (typeof value === 'string' && Object.hasOwn(fromBlock, value) ? fromBlock[value] : undefined) ?? 'middle'
}

export interface StripGeometry {
  viewportWidth: number
  contentWidth: number
  slideStart: number
  slideWidth: number
}

/** How far a strip scrolls so that its active slide sits at the start, middle or end of the view. */
export function stripOffset(alignment: StripAlignment, geometry: StripGeometry): number {
  const { viewportWidth, contentWidth, slideStart, slideWidth } = geometry
  const wanted = {
    start: slideStart,
    middle: slideStart + slideWidth / 2 - viewportWidth / 2,
    end: slideStart + slideWidth - viewportWidth,
  }[alignment]
  return Math.round(Math.min(Math.max(0, contentWidth - viewportWidth), Math.max(0, wanted)))
}
