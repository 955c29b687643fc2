import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { accordionOf } from './Accordion.tsx'
import { LightDomItems } from './LightDomItems.tsx'
import { accordionBlockSchema } from './schema.ts'
import { accordionStyles } from './styles.ts'

// The accordion listens on its host: the shadow root has no React handler.
export default reactImplementation({ schema: accordionBlockSchema, component: accordionOf(LightDomItems), styles: accordionStyles, reactEvents: false })
