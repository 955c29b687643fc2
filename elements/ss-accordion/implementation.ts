import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Accordion } from './Accordion.tsx'
import { accordionBlockSchema } from './schema.ts'
import { accordionStyles } from './styles.ts'

export default reactImplementation({ schema: accordionBlockSchema, component: Accordion, styles: accordionStyles })
