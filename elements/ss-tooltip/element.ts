import { createElementClass } from '../../core/element/create-element-class.ts'
import { tooltipAttributes } from './attributes.ts'

/**
 * @tag ss-tooltip
 * @summary A tooltip for the element it wraps: after 1,200 ms of hover, at once on keyboard focus; hoverable, and dismissed with Escape.
 *
 * @attr {string} data-block-json - The block JSON: `{"content": "…"}`.
 *
 * @fires ss-tooltip-show - The tooltip appeared.
 * @fires ss-tooltip-hide - The tooltip went away.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the wrapped element shows without a tooltip.
 *
 * @slot - The element the tooltip describes (its first element child gets `aria-describedby`).
 *
 * @csspart tooltip - The tooltip's box.
 *
 * @cssprop [--ss-tooltip-color=var(--ss-color-inverse-text, #fff)] - The text colour.
 * @cssprop [--ss-tooltip-background=var(--ss-color-inverse-surface, #222)] - The background.
 * @cssprop [--ss-tooltip-padding=6px 10px] - The space around the text.
 * @cssprop [--ss-tooltip-border-radius=var(--ss-radius-sm, 4px)] - The corners.
 * @cssprop [--ss-tooltip-font-size=var(--ss-font-size-md, 0.875rem)] - The text size.
 */
export class SsTooltip extends createElementClass({
  tag: 'ss-tooltip',
  attributes: tooltipAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Shows the tooltip below the described element now, until `hide()`, Escape, or the pointer or focus leaving. */
  show(): void {
    this.component.call('show')
  }

  /** Hides the tooltip. */
  hide(): void {
    this.component.call('hide')
  }
}
