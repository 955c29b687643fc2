/**
 * Slides per row on a window `windowWidth` wide: under 480 px 2 when the setting is above 1, under 724 px 3
 * when it is above 2, else the setting (and when the width is not known: a server render).
 */
export function effectiveSlidesPerRow(slidesPerRow: number, windowWidth: number | undefined): number {
  const perRow = Math.max(1, Math.floor(slidesPerRow))
  if (windowWidth === undefined) return perRow
  if (windowWidth < 480 && perRow > 1) return 2
  if (windowWidth < 724 && perRow > 2) return 3
  return perRow
}

export const groupCount = (count: number, perRow: number): number => Math.max(1, Math.ceil(count / perRow))

export const groupOf = (index: number, perRow: number): number => Math.floor(index / perRow)

/** Controls are hidden when every slide fits in one row. */
export const allSlidesFit = (count: number, perRow: number): boolean => count <= perRow
