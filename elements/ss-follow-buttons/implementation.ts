import { litImplementation } from '../../core/element/lit-implementation.ts'
import { followButtonsView } from './follow-buttons-view.ts'
import { followButtonsBlockSchema } from './schema.ts'
import { followButtonsStyles } from './styles.ts'

export default litImplementation({ schema: followButtonsBlockSchema, view: followButtonsView, styles: followButtonsStyles })
