import { createElementClass } from '../../core/element/create-element-class.ts'
import { lockScreenAttributes } from './attributes.ts'
import { lockScreenPendingProperties, lockScreenPendingStyles } from './pending.ts'

/**
 * @tag ss-lock-screen
 * @summary The page shown instead of a locked page: "This page is locked" with a password form, or "This page available only site members".
 *
 * @attr {string} data-block-json - The block JSON: `{"kind": "locked", "path": "/private/", "headingLevel": 1}`.
 *
 * @fires {CustomEvent<{path: string}>} ss-unlock - The password was right and the server set the unlock cookie. Cancelable: the page reloads unless a listener calls `preventDefault()`.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown under the heading (a note, a link to sign in); also the no-JavaScript fallback.
 *
 * @csspart base - The lock screen's box.
 * @csspart heading - The label heading.
 * @csspart form - The password form.
 * @csspart input - The password field.
 * @csspart button - The unlock button.
 * @csspart error - The message shown when the password is refused.
 *
 * @cssprop [--ss-lock-screen-accent=var(--ss-color-accent, #1a1a1a)] - The button's colour.
 * @cssprop [--ss-lock-screen-error-color=var(--ss-color-danger, #b00020)] - The error message's colour.
 */
export class SsLockScreen extends createElementClass({
  tag: 'ss-lock-screen',
  attributes: lockScreenAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: lockScreenPendingStyles,
  pendingProperties: lockScreenPendingProperties,
}) {}
