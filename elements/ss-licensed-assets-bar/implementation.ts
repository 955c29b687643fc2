import { litImplementation } from '../../core/element/lit-implementation.ts'
import { licensedAssetsBarView } from './licensed-assets-bar-view.ts'
import { licensedAssetsBarBlockSchema } from './schema.ts'
import { licensedAssetsBarStyles } from './styles.ts'

export default litImplementation({ schema: licensedAssetsBarBlockSchema, view: licensedAssetsBarView, styles: licensedAssetsBarStyles })
