import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Accordion } from './Accordion.tsx'
import { accordionBlockSchema } from './schema.ts'
import { accordionStyles } from './styles.ts'

// The accordion listens on its host: the shadow root has no React handler.
export default reactImplementation({
  schema: accordionBlockSchema,
  component: Accordion,
  styles: accordionStyles,
  reactEvents: false,
  drawsLightDom: true,
})
