import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { ChildItems } from './ChildItems.tsx'
import { LightDomItems } from './LightDomItems.tsx'
import type { AccordionConfig, AccordionMethods } from './schema.ts'

/**
 * The items, drawn by React in the light DOM, where the WAI-ARIA pattern needs them: those of the page's
 * `<details>`, or, drawn by `ss-elements/react`, those of the app's children.
 */
export function AccordionItems(props: ElementProps<AccordionConfig, AccordionMethods>) {
  return props.children === undefined ? <LightDomItems {...props} /> : <ChildItems {...props} />
}
