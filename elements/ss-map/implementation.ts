import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { MapView } from './MapView.tsx'
import { mapBlockSchema } from './schema.ts'
import { mapStyles } from './styles.ts'

export default reactImplementation({ schema: mapBlockSchema, component: MapView, styles: mapStyles })
