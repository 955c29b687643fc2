import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { videoBlockSchema } from './schema.ts'
import { videoStyles } from './styles.ts'
import { Video } from './Video.tsx'

export default reactImplementation({ schema: videoBlockSchema, component: Video, styles: videoStyles })
