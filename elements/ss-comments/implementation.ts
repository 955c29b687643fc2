import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Comments } from './Comments.tsx'
import { commentsBlockSchema } from './schema.ts'
import { commentsStyles } from './styles.ts'

export default reactImplementation({ schema: commentsBlockSchema, component: Comments, styles: commentsStyles })
