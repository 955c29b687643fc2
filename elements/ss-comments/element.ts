import { createElementClass } from '../../core/element/create-element-class.ts'
import { commentsAttributes } from './attributes.ts'

/**
 * @tag ss-comments
 * @summary An item's comments link: to the comment service's thread when the site has a comments shortname (its count script loaded only in view or on interaction, and only with consent), else to the item's `#comment-{id}` anchor.
 *
 * @attr {string} data-block-json - The comments block JSON: `{"itemUrl": "/blog/first-post", "itemId": "42", "label": "Comments"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows as written.
 *
 * @slot - The link (`<a>`), whose address the element sets; one with `label` as its text is added when there is none.
 */
export class SsComments extends createElementClass({
  tag: 'ss-comments',
  attributes: commentsAttributes,
  load: () => import('./implementation.ts'),
}) {}
