import { litImplementation } from '../../core/element/lit-implementation.ts'
import { scaledTextView } from './scaled-text-view.ts'
import { scaledTextBlockSchema } from './schema.ts'
import { scaledTextStyles } from './styles.ts'

export default litImplementation({ schema: scaledTextBlockSchema, view: scaledTextView, styles: scaledTextStyles })
