import { SsAccordion } from './element.ts'
import * as implementation from './implementation.ts'
import type { AccordionToggleDetail } from './schema.ts'

SsAccordion.provide(implementation)
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
