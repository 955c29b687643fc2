import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import { SsAccordion } from './element.ts'
import type { AccordionToggleDetail } from './schema.ts'

SsAccordion.define()

export { SsAccordion }
export type { AccordionToggleDetail }

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion
  }
  interface GlobalEventHandlersEventMap {
    'ss-toggle': CustomEvent<AccordionToggleDetail>
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-accordion': SsElementJsxProps<
        SsAccordion,
        { multiple?: boolean; 'expand-first'?: boolean },
        { 'ss-toggle': CustomEvent<AccordionToggleDetail> }
      >
    }
  }
}
