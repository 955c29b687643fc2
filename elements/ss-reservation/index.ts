import { SsReservation } from './element.ts'
import * as implementation from './implementation.ts'

SsReservation.provide(implementation)
SsReservation.define()

export { SsReservation }

export interface ReservationEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-reservation': SsReservation
  }
}
