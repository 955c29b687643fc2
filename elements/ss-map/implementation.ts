import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Map } from './Map.tsx'
import { mapBlockSchema } from './schema.ts'
import { mapStyles } from './styles.ts'

export default reactImplementation({ schema: mapBlockSchema, component: Map, styles: mapStyles })
