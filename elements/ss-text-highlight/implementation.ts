import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { TextHighlight } from './TextHighlight.tsx'
import { textHighlightBlockSchema } from './schema.ts'
import { textHighlightStyles } from './styles.ts'

export default reactImplementation({ schema: textHighlightBlockSchema, component: TextHighlight, styles: textHighlightStyles })
