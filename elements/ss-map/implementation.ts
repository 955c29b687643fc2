import { litImplementation } from '../../core/element/lit-implementation.ts'
import { mapView } from './map-view.ts'
import { mapBlockSchema } from './schema.ts'
import { mapStyles } from './styles.ts'

export default litImplementation({ schema: mapBlockSchema, view: mapView, styles: mapStyles })
