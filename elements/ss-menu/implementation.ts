import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Menu } from './Menu.tsx'
import { menuBlockSchema } from './schema.ts'
import { menuStyles } from './styles.ts'

export default reactImplementation({ schema: menuBlockSchema, component: Menu, styles: menuStyles })
