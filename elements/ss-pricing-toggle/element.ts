import { createElementClass } from '../../core/element/create-element-class.ts'
import { pricingToggleAttributes } from './attributes.ts'

/**
 * @tag ss-pricing-toggle
 * @summary The member-access page's switch between two price and join views, left and right, shown to logged-in members.
 *
 * @attr {string} data-block-json - The pricing toggle block JSON: `{"label": "Pricing options"}`.
 *
 * @fires {CustomEvent<{index: number}>} ss-pricing-change - The other view was chosen, by a click, the keyboard or `select()`.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; both views show.
 *
 * @slot - The two views, `<section data-title="Monthly">…</section>` each; the titles name the buttons.
 *
 * @csspart toggle - The pair of buttons.
 * @csspart button - Each button.
 * @csspart selected - The button of the view shown (also `button`).
 * @csspart view - The box around each view.
 *
 * @cssprop [--ss-pricing-toggle-color=var(--ss-color-accent, #1f4e8c)] - The buttons' border and text, and the chosen one's background.
 * @cssprop [--ss-pricing-toggle-selected-color=var(--ss-color-on-accent, #ffffff)] - The chosen button's text.
 * @cssprop [--ss-pricing-toggle-gap=1rem] - The space between the buttons and the view.
 */
export class SsPricingToggle extends createElementClass({
  tag: 'ss-pricing-toggle',
  attributes: pricingToggleAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Shows the view at `index` (0 the left, 1 the right); another index is ignored. */
  select(index: number): void {
    this.component.call('select', index)
  }
}
