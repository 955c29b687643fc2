import { createElementClass } from '../../core/element/create-element-class.ts'
import { licensedAssetsBarAttributes } from './attributes.ts'

/**
 * @tag ss-licensed-assets-bar
 * @summary A notice, shown only to accounts that may edit the site, that the site uses licensed assets not yet paid for.
 *
 * @attr {string} data-block-json - The block JSON: `{"count": 3}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; nothing shows.
 *
 * @csspart base - The bar.
 * @csspart message - The sentence.
 * @csspart link - The "Review licences" link to the configuration area.
 *
 * @cssprop [--ss-licensed-assets-bar-color=var(--ss-color-gray-900, #111)] - The text colour.
 * @cssprop [--ss-licensed-assets-bar-background=var(--ss-color-orange-50, #fff4d6)] - The background.
 */
export class SsLicensedAssetsBar extends createElementClass({
  tag: 'ss-licensed-assets-bar',
  attributes: licensedAssetsBarAttributes,
  load: () => import('./implementation.ts'),
}) {}
