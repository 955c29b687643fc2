import { litImplementation } from '../../core/element/lit-implementation.ts'
import { shapeBlockSchema } from './schema.ts'
import { shapeView } from './shape-view.ts'
import { shapeStyles } from './styles.ts'

export default litImplementation({ schema: shapeBlockSchema, view: shapeView, styles: shapeStyles })
