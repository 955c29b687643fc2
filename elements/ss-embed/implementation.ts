import { litImplementation } from '../../core/element/lit-implementation.ts'
import { embedView } from './embed-view.ts'
import { embedBlockSchema } from './schema.ts'
import { embedStyles } from './styles.ts'

export default litImplementation({ schema: embedBlockSchema, view: embedView, styles: embedStyles })
