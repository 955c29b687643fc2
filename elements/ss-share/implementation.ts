import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { shareBlockSchema } from './schema.ts'
import { Share } from './Share.tsx'
import { shareStyles } from './styles.ts'

export default reactImplementation({ schema: shareBlockSchema, component: Share, styles: shareStyles })
