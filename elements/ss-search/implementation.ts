import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Search } from './Search.tsx'
import { searchBlockSchema } from './schema.ts'
import { searchStyles } from './styles.ts'

export default reactImplementation({ schema: searchBlockSchema, component: Search, styles: searchStyles })
