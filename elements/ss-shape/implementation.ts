import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { shapeBlockSchema } from './schema.ts'
import { Shape } from './Shape.tsx'
import { shapeStyles } from './styles.ts'

export default reactImplementation({ schema: shapeBlockSchema, component: Shape, styles: shapeStyles })
