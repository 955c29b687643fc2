import type { ComponentType } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import type { AccordionConfig, AccordionMethods } from './schema.ts'

type AccordionProps = ElementProps<AccordionConfig, AccordionMethods>

/**
 * The accordion whose items `Items` draws: its shadow root is one column around a slot, and the items are drawn
 * in the light DOM, where the WAI-ARIA pattern needs them (headings in the page's outline, regions in its tree):
 * the page's `<details>` for the element (`LightDomItems`), a React app's for `ss-elements/react` (`ChildItems`).
 * A server render, and the hydration after it, draw the column only: the page shows the `<details>` until the
 * script runs.
 */
export function accordionOf(Items: ComponentType<AccordionProps>) {
  return function Accordion(props: AccordionProps) {
    const inBrowser = useInBrowser()
    return (
      <div part="base">
        <slot />
        {inBrowser && <Items {...props} />}
      </div>
    )
  }
}
