import { createElementClass } from '../../core/element/create-element-class.ts'
import { followButtonsAttributes } from './attributes.ts'

/**
 * @tag ss-follow-buttons
 * @summary Social follow links; each link to an X profile becomes the platform's follow button once its script (loaded in view or on interaction, and only with consent) has drawn it within 10 seconds, else the plain link stays.
 *
 * @attr {string} data-block-json - The follow buttons block JSON: `{"size": "large", "showScreenName": false}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows as written.
 *
 * @slot - The profile links (`<a href>`), which work without the platform's script.
 *
 * @csspart base - The slot that shows the links and buttons.
 */
export class SsFollowButtons extends createElementClass({
  tag: 'ss-follow-buttons',
  attributes: followButtonsAttributes,
  load: () => import('./implementation.ts'),
}) {}
