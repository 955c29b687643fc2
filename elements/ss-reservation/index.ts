import { SsReservation } from './element.ts'

SsReservation.define()

export { SsReservation }

export interface ReservationEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-reservation': SsReservation
  }
}
