import { litImplementation } from '../../core/element/lit-implementation.ts'
import { badgeView } from './badge-view.ts'
import { badgeBlockSchema } from './schema.ts'
import { badgeStyles } from './styles.ts'

export default litImplementation({ schema: badgeBlockSchema, view: badgeView, styles: badgeStyles })
