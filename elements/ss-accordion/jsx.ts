import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { accordionAttributes } from './attributes.ts'
import type { SsAccordion } from './element.ts'
import type { AccordionEventMap } from './index.ts'
import type { AccordionConfig } from './schema.ts'

/** `<ss-accordion>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-accordion': SsElementJsxProps<SsAccordion, AccordionConfig, typeof accordionAttributes, AccordionEventMap>
    }
  }
}
