import { litImplementation } from '../../core/element/lit-implementation.ts'
import { textHighlightBlockSchema } from './schema.ts'
import { textHighlightStyles } from './styles.ts'
import { textHighlightView } from './text-highlight-view.ts'

export default litImplementation({ schema: textHighlightBlockSchema, view: textHighlightView, styles: textHighlightStyles })
