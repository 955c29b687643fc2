import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { reservationAttributes } from './attributes.ts'
import type { SsReservation } from './element.ts'
import type { ReservationEventMap } from './index.ts'
import type { ReservationConfig } from './schema.ts'

/** `<ss-reservation>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-reservation': SsElementJsxProps<SsReservation, ReservationConfig, typeof reservationAttributes, ReservationEventMap>
    }
  }
}
