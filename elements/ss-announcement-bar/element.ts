import { createElementClass } from '../../core/element/create-element-class.ts'
import { announcementBarAttributes } from './attributes.ts'

/**
 * @tag ss-announcement-bar
 * @summary A site-wide announcement (text and an optional link) that the visitor may close for good; shown unless the page context's `showAnnouncementBar` is false.
 *
 * @attr {string} data-block-json - The block JSON: `{"dismissible": true}`.
 *
 * @fires ss-announcement-close - The visitor closed the announcement, or `close()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the announcement shows as plain content.
 *
 * @slot - The announcement: text, and optionally a link.
 *
 * @csspart base - The bar.
 * @csspart content - The box around the announcement.
 * @csspart close-button - The close button.
 * @csspart owner-trigger - The "Edit announcement bar" link, for accounts that may edit the site.
 *
 * @cssprop [--ss-announcement-bar-color=var(--ss-color-text, #111)] - The text colour.
 * @cssprop [--ss-announcement-bar-background=var(--ss-color-surface-muted, #f2f2f2)] - The background.
 * @cssprop [--ss-announcement-bar-padding=10px 16px] - The space around the content.
 * @cssprop [--ss-announcement-bar-font-size=0.9375rem] - The text size.
 */
export class SsAnnouncementBar extends createElementClass({
  tag: 'ss-announcement-bar',
  attributes: announcementBarAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Closes the announcement as the close button does, and remembers that this visitor closed it. */
  close(): void {
    this.component.call('close')
  }
}
