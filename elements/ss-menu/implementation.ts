import { litImplementation } from '../../core/element/lit-implementation.ts'
import { menuView } from './menu-view.ts'
import { menuBlockSchema } from './schema.ts'
import { menuStyles } from './styles.ts'

export default litImplementation({ schema: menuBlockSchema, view: menuView, styles: menuStyles })
