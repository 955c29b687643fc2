import { litImplementation } from '../../core/element/lit-implementation.ts'
import { videoBlockSchema } from './schema.ts'
import { videoStyles } from './styles.ts'
import { videoView } from './video-view.ts'

export default litImplementation({ schema: videoBlockSchema, view: videoView, styles: videoStyles })
