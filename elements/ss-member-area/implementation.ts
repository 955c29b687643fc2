import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { MemberArea } from './MemberArea.tsx'
import { memberAreaBlockSchema } from './schema.ts'
import { memberAreaStyles } from './styles.ts'

export default reactImplementation({ schema: memberAreaBlockSchema, component: MemberArea, styles: memberAreaStyles })
