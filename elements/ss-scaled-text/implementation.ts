import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { ScaledText } from './ScaledText.tsx'
import { scaledTextBlockSchema } from './schema.ts'
import { scaledTextStyles } from './styles.ts'

export default reactImplementation({ schema: scaledTextBlockSchema, component: ScaledText, styles: scaledTextStyles })
