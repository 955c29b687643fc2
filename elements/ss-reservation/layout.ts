/** Above this block width the reservation widget takes its wide theme (its fields in a row). */
export const WIDE_ABOVE_PX = 850
/** At this block width or less the table-booking widget stacks its fields in a column. */
export const COLUMN_AT_MOST_PX = 750

/** The reservation widget's theme at the booking service: `wide` or `standard`. */
export type ReservationTheme = 'wide' | 'standard'
/** How the table-booking widget lays its parts out: in a `row` or a `column`. */
export type TableBookingDirection = 'row' | 'column'

/** The block's layout: each of the two widgets it merges follows its own rule. */
export interface ReservationLayout {
  theme: ReservationTheme
  direction: TableBookingDirection
}

/** The reservation widget is wide above 850 px, standard at 850 px or less. */
export function reservationTheme(width: number): ReservationTheme {
  return width > WIDE_ABOVE_PX ? 'wide' : 'standard'
}

/** The table-booking widget is a column at 750 px or less, a row above. */
export function tableBookingDirection(width: number): TableBookingDirection {
  return width <= COLUMN_AT_MOST_PX ? 'column' : 'row'
}

/** The layout at a block width: it depends on the width alone, never on the layout the block had before. */
export function reservationLayout(width: number): ReservationLayout {
  return { theme: reservationTheme(width), direction: tableBookingDirection(width) }
}
