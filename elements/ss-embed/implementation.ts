import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Embed } from './Embed.tsx'
import { embedBlockSchema } from './schema.ts'
import { embedStyles } from './styles.ts'

export default reactImplementation({ schema: embedBlockSchema, component: Embed, styles: embedStyles })
