import { createElementClass } from '../../core/element/create-element-class.ts'
import { badgeAttributes } from './attributes.ts'

/**
 * @tag ss-badge
 * @summary The site's badge (`ssBadgeType`): a small corner box around its link, black or white, or not shown.
 *
 * @attr {string} data-block-json - The block JSON: `{"ssBadgeType": "white"}` (`none`, `black` or `white`).
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the link shows as it is.
 *
 * @slot - The badge's content, usually one link.
 *
 * @csspart base - The badge's box; `data-type` says its look.
 *
 * @cssprop [--ss-badge-offset=20px] - Its distance from the bottom and right edges of the viewport.
 */
export class SsBadge extends createElementClass({
  tag: 'ss-badge',
  attributes: badgeAttributes,
  load: () => import('./implementation.ts'),
}) {}
