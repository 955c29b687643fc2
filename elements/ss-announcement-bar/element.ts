import { createElementClass } from '../../core/element/create-element-class.ts'
import { announcementBarAttributes } from './attributes.ts'

/**
 * @tag ss-announcement-bar
 * @summary A announcement bar: a labelled button that fires `ss-announcement-bar-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-announcement-bar-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-announcement-bar-color=currentColor] - The text colour.
 */
export class SsAnnouncementBar extends createElementClass({
  tag: 'ss-announcement-bar',
  attributes: announcementBarAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
