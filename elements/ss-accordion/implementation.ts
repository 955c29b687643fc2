import { litImplementation } from '../../core/element/lit-implementation.ts'
import { accordionView } from './accordion-view.ts'
import { accordionBlockSchema } from './schema.ts'
import { accordionStyles } from './styles.ts'

export default litImplementation({ schema: accordionBlockSchema, view: accordionView, styles: accordionStyles })
