import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Accordion } from './Accordion.tsx'
import { serverOpenStates } from './accordion-state.ts'
import { accordionBlockSchema } from './schema.ts'
import { accordionStyles } from './styles.ts'

// Its controller listens on the light DOM: the shadow root has no React handler.
export default reactImplementation({
  schema: accordionBlockSchema,
  component: Accordion,
  styles: accordionStyles,
  reactEvents: false,
  serverLightDom: serverOpenStates,
})
