/** Autogrid and autocolumns: `min` keeps columns at least columnWidth wide (floor), `max` at most (ceil). */
export type ColumnWidthBehavior = 'min' | 'max'

/** How many columns of about `columnWidth` (with `gutter` between) fit `containerWidth`; at least one. */
export function columnCount(containerWidth: number, columnWidth: number, gutter: number, behavior: ColumnWidthBehavior): number {
  if (containerWidth <= 0 || columnWidth <= 0) return 1
  const fit = (containerWidth + gutter) / (columnWidth + gutter)
  return Math.max(1, behavior === 'min' ? Math.floor(fit) : Math.ceil(fit))
}

/**
 * Slides placed in `columns` masonry columns: each slide, in order, goes to the column that is shortest so far.
 * `heights` are the slides' heights for one column width (height / width of each image).
 */
export function masonryColumns(heights: readonly number[], columns: number): number[][] {
  const placed = Array.from({ length: Math.max(1, columns) }, () => ({ height: 0, slides: [] as number[] }))
  heights.forEach((height, index) => {
    const shortest = placed.reduce((best, column) => (column.height < best.height ? column : best))
    shortest.slides.push(index)
    shortest.height += height
  })
  return placed.map((column) => column.slides)
}
