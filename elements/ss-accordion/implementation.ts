import { configurationReader, type ElementImplementation } from '../../core/element/implementation.ts'
import { accordionRenderer } from './accordion-renderer.ts'
import { accordionBlockSchema, type AccordionConfig, type AccordionMethods } from './schema.ts'
import { accordionStyles } from './styles.ts'

const implementation: ElementImplementation<AccordionConfig, AccordionMethods> = {
  styles: accordionStyles,
  resolve: configurationReader({ schema: accordionBlockSchema }),
  createRenderer: (element, host) => accordionRenderer(element, host),
}

export default implementation
