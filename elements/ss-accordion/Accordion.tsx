import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { AccordionItems } from './AccordionItems.tsx'
import type { AccordionConfig, AccordionMethods } from './schema.ts'

/**
 * The accordion: its shadow root is one column around a slot, and the items are drawn in the light DOM, where
 * the WAI-ARIA pattern needs them (headings in the page's outline, regions in its tree): the page's `<details>`,
 * or a React app's (`AccordionItems`). A server render, and the hydration after it, draw the column only: the
 * page shows the `<details>` until the script runs.
 */
export function Accordion(props: ElementProps<AccordionConfig, AccordionMethods>) {
  const inBrowser = useInBrowser()
  return (
    <div part="base">
      <slot />
      {inBrowser && <AccordionItems {...props} />}
    </div>
  )
}
