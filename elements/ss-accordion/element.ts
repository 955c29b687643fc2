import { createElementClass } from '../../core/element/create-element-class.ts'
import { accordionAttributes } from './attributes.ts'

/**
 * @tag ss-accordion
 * @summary A stack of `<details>` items, upgraded to headings, buttons and regions, that open and close with a 250 ms animation, one or several at a time.
 *
 * @attr {string} data-block-json - The accordion block JSON: `{"multiple": false, "expandFirst": false, "headingLevel": 3}`.
 *
 * @fires {CustomEvent<{index: number, open: boolean}>} ss-toggle - An item opened or closed, by the visitor or `toggle()`.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the items stay, or go back to, plain `<details>`.
 *
 * @slot - The items, each `<details><summary>Title</summary>Body</details>`, each upgraded to a `data-state="open|closed"` item holding a heading with a button and a region.
 *
 * @csspart base - The column that holds the items.
 *
 * @cssprop [--ss-accordion-gap=0px] - Space between items.
 * @cssprop [--ss-accordion-divider=1px solid color-mix(in srgb, currentColor 20%, transparent)] - Border below each item.
 */
export class SsAccordion extends createElementClass({
  tag: 'ss-accordion',
  attributes: accordionAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Opens or closes the item at `index` (from 0) as a click on its button would; ignored while animating. */
  toggle(index: number): void {
    this.component.call('toggle', index)
  }
}
