import { litImplementation } from '../../core/element/lit-implementation.ts'
import { audioView } from './audio-view.ts'
import { audioBlockSchema } from './schema.ts'
import { audioStyles } from './styles.ts'

export default litImplementation({ schema: audioBlockSchema, view: audioView, styles: audioStyles })
