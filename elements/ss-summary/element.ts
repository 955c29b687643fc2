import { createElementClass } from '../../core/element/create-element-class.ts'
import { summaryAttributes } from './attributes.ts'

/**
 * @tag ss-summary
 * @summary A summary of an events collection rendered by the site's server once the block nears the viewport, sanitised; its links stay as the fallback.
 *
 * @attr {string} data-block-json - The block JSON, sent to the server as it is: `{"collectionId": "upcoming-events", "pageSize": 3}`.
 *
 * @fires {CustomEvent<{type: string}>} ss-widget-rendered - The server's HTML has replaced the fallback.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - The fallback: links to the collection's items, shown until the server's HTML arrives and whenever it cannot.
 *
 * @csspart content - The box holding the server's HTML.
 *
 * @cssprop [--ss-widget-gap=0.75rem] - The space between the summary's items.
 */
export class SsSummary extends createElementClass({
  tag: 'ss-summary',
  attributes: summaryAttributes,
  load: () => import('./implementation.ts'),
}) {}
