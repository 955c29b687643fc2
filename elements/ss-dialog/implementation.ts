import { litImplementation } from '../../core/element/lit-implementation.ts'
import { dialogView } from './dialog-view.ts'
import { dialogBlockSchema } from './schema.ts'
import { dialogStyles } from './styles.ts'

export default litImplementation({ schema: dialogBlockSchema, view: dialogView, styles: dialogStyles })
