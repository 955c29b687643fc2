import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { searchBlockSchema } from './schema.ts'
import { Search } from './Search.tsx'
import { searchStyles } from './styles.ts'

export default reactImplementation({ schema: searchBlockSchema, component: Search, styles: searchStyles })
