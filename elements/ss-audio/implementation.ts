import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Audio } from './Audio.tsx'
import { audioBlockSchema } from './schema.ts'
import { audioStyles } from './styles.ts'

export default reactImplementation({ schema: audioBlockSchema, component: Audio, styles: audioStyles })
