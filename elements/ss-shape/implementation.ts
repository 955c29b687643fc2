import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Shape } from './Shape.tsx'
import { shapeBlockSchema } from './schema.ts'
import { shapeStyles } from './styles.ts'

export default reactImplementation({ schema: shapeBlockSchema, component: Shape, styles: shapeStyles })
