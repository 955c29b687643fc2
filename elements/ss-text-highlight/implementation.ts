import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { textHighlightBlockSchema } from './schema.ts'
import { textHighlightStyles } from './styles.ts'
import { TextHighlight } from './TextHighlight.tsx'

export default reactImplementation({ schema: textHighlightBlockSchema, component: TextHighlight, styles: textHighlightStyles })
