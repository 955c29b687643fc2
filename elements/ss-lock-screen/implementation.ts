import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { LockScreen } from './LockScreen.tsx'
import { lockScreenBlockSchema } from './schema.ts'
import { lockScreenStyles } from './styles.ts'

export default reactImplementation({ schema: lockScreenBlockSchema, component: LockScreen, styles: lockScreenStyles })
