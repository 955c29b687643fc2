import { createElementClass } from '../../core/element/create-element-class.ts'
import { socialFeedAttributes } from './attributes.ts'

/**
 * @tag ss-social-feed
 * @summary A Flickr, Instagram or 500px feed rendered by the site's server once the block nears the viewport, sanitised; its links stay as the fallback.
 *
 * @attr {string} data-block-json - The block JSON, sent to the server as it is: `{"type": "instagram", "username": "harbourbakery"}`.
 *
 * @fires {CustomEvent<{type: string}>} ss-widget-rendered - The server's HTML has replaced the fallback.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - The fallback: links to the feed's pictures or account, shown until the server's HTML arrives and whenever it cannot.
 *
 * @csspart content - The box holding the server's HTML.
 *
 * @cssprop [--ss-widget-gap=0.75rem] - The space between the feed's pictures.
 * @cssprop [--ss-widget-column-width=10rem] - The narrowest column of pictures.
 */
export class SsSocialFeed extends createElementClass({
  tag: 'ss-social-feed',
  attributes: socialFeedAttributes,
  load: () => import('./implementation.ts'),
}) {}
