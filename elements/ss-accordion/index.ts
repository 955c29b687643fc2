import { SsAccordion } from './element.ts'
import type { AccordionToggleDetail } from './schema.ts'

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
