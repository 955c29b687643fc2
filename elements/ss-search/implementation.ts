import { litImplementation } from '../../core/element/lit-implementation.ts'
import { searchBlockSchema } from './schema.ts'
import { searchView } from './search-view.ts'
import { searchStyles } from './styles.ts'

export default litImplementation({ schema: searchBlockSchema, view: searchView, styles: searchStyles })
