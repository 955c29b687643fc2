import { createElementClass } from '../../core/element/create-element-class.ts'
import { memberAreaAttributes } from './attributes.ts'
import { HIDE_BARE_SLOT } from './pending.ts'

/**
 * @tag ss-member-area
 * @summary The member area block: its content to a logged-in site member, the locked text to anyone else.
 *
 * @attr {string} data-block-json - The block JSON: `{"lockedText": "…", "loginUrl": "/account/login", "loginText": "Log in"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; nothing shows, the content least of all.
 *
 * @slot - The member content: shown to a logged-in member only.
 * @slot locked - What anyone else sees, in place of the locked text and the login link.
 *
 * @csspart content - Around the member content.
 * @csspart locked - Around what a visitor sees; a status region, so a logout that locks the content is announced.
 * @csspart locked-text - The default locked text.
 * @csspart login-link - The link to the login page.
 *
 * @cssprop [--ss-member-area-locked-color=inherit] - The locked text's colour.
 * @cssprop [--ss-member-area-locked-background=transparent] - The locked box's background.
 * @cssprop [--ss-member-area-locked-padding=0] - The space around the locked text.
 */
export class SsMemberArea extends createElementClass({
  tag: 'ss-member-area',
  attributes: memberAreaAttributes,
  load: () => import('./implementation.ts'),
  // While the code loads, nothing shows: the content may be for members only.
  pendingStyles: HIDE_BARE_SLOT,
}) {}
