import { litImplementation } from '../../core/element/lit-implementation.ts'
import { commentsView } from './comments-view.ts'
import { commentsBlockSchema } from './schema.ts'
import { commentsStyles } from './styles.ts'

export default litImplementation({ schema: commentsBlockSchema, view: commentsView, styles: commentsStyles })
