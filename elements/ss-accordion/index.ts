import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { accordionAttributes } from './attributes.ts'
import { SsAccordion } from './element.ts'
import type { AccordionConfig, AccordionToggleDetail } from './schema.ts'

SsAccordion.define()

export { SsAccordion }
export type { AccordionToggleDetail }

export interface AccordionEventMap {
  'ss-toggle': CustomEvent<AccordionToggleDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion
  }
  interface GlobalEventHandlersEventMap extends AccordionEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-accordion': SsElementJsxProps<SsAccordion, AccordionConfig, typeof accordionAttributes, AccordionEventMap>
    }
  }
}
