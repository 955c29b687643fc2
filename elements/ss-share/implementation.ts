import { litImplementation } from '../../core/element/lit-implementation.ts'
import { shareBlockSchema } from './schema.ts'
import { shareView } from './share-view.ts'
import { shareStyles } from './styles.ts'

export default litImplementation({ schema: shareBlockSchema, view: shareView, styles: shareStyles })
