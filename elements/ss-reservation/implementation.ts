import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Reservation } from './Reservation.tsx'
import { reservationBlockSchema } from './schema.ts'
import { reservationStyles } from './styles.ts'

export default reactImplementation({ schema: reservationBlockSchema, component: Reservation, styles: reservationStyles })
