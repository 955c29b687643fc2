import { litImplementation } from '../../core/element/lit-implementation.ts'
import { reservationView } from './reservation-view.ts'
import { reservationBlockSchema } from './schema.ts'
import { reservationStyles } from './styles.ts'

export default litImplementation({ schema: reservationBlockSchema, view: reservationView, styles: reservationStyles })
