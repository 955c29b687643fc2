/** Above this container width the widget takes its wide layout. */
export const WIDE_ABOVE_PX = 850
/** At this container width or less the widget takes its column layout. */
export const COLUMN_AT_MOST_PX = 750

export type ReservationLayout = 'wide' | 'column'

/**
 * The widget's layout at a container width. Between the two limits the layout stays what it was, so that a
 * width moving to and fro inside that band does not redraw the widget; a block first measured there starts in
 * the column layout, which fits any width.
 */
export function reservationLayout(width: number, previous: ReservationLayout | undefined): ReservationLayout {
  if (width > WIDE_ABOVE_PX) return 'wide'
  if (width <= COLUMN_AT_MOST_PX) return 'column'
  return previous ?? 'column'
}
