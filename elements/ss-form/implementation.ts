import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Form } from './Form.tsx'
import { formBlockSchema } from './schema.ts'
import { formStyles } from './styles.ts'

export default reactImplementation({ schema: formBlockSchema, component: Form, styles: formStyles })
