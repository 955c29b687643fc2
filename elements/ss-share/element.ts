import { createElementClass } from '../../core/element/create-element-class.ts'
import { shareAttributes } from './attributes.ts'

/**
 * @tag ss-share
 * @summary Share links for the usual networks and email, built from the page's address and title, with the device's share sheet where there is one and "Copy link" otherwise; nothing is requested until a visitor follows a link.
 *
 * @attr {string} data-block-json - The share block JSON: `{"label": "Share", "url": "…", "shareTitle": "…", "networks": ["facebook", "x", "email"]}`.
 *
 * @fires {CustomEvent<{network: string}>} ss-share - A visitor shared: `network` is the network whose link was followed, `web-share` (the device's share sheet) or `copy` (the link was copied).
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The group of share links, named by `label`.
 * @csspart list - The list of links and the button.
 * @csspart link - A network's link (`data-network` names the network).
 * @csspart button - "Share…" (the device's share sheet) or "Copy link".
 * @csspart url - The address to copy by hand, shown when the clipboard refused it.
 * @csspart status - The polite status line: "Link copied".
 *
 * @cssprop [--ss-share-gap=0.5em] - Space between links.
 * @cssprop [--ss-share-link-padding=0.4em 0.9em] - Padding of each link and the button.
 * @cssprop [--ss-share-link-border=1px solid var(--ss-color-border, currentColor)] - Border of each link and the button.
 * @cssprop [--ss-share-link-radius=999px] - Corner radius of each link and the button.
 */
export class SsShare extends createElementClass({
  tag: 'ss-share',
  attributes: shareAttributes,
  load: () => import('./implementation.ts'),
  // One row of links while the code loads: a link's line, its padding and its border.
  pendingStyles: ':host { min-block-size: calc(2em + 2px); }',
}) {}
