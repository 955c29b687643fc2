import { createElementClass } from '../../core/element/create-element-class.ts'
import { donationButtonAttributes } from './attributes.ts'
import { donationButtonPendingStyles } from './pending.ts'

/**
 * @tag ss-donation-button
 * @summary A button-styled link to the donation checkout of a donate page: `/checkout/donate?donatePageId=…`.
 *
 * @attr {string} data-block-json - The donation button block JSON: `{"donatePageId": "5f1a2b"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable (no `donatePageId`); the text shows as it is.
 *
 * @slot - The button's text.
 *
 * @csspart button - The link, drawn as a button.
 *
 * @cssprop [--ss-donation-button-background=var(--ss-color-accent, #1f4e8c)] - The button's background.
 * @cssprop [--ss-donation-button-color=var(--ss-color-on-accent, #ffffff)] - The button's text colour.
 * @cssprop [--ss-donation-button-padding=0.75em 1.5em] - The space around the text.
 * @cssprop [--ss-donation-button-border-radius=0.25em] - The corners.
 */
export class SsDonationButton extends createElementClass({
  tag: 'ss-donation-button',
  attributes: donationButtonAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: donationButtonPendingStyles,
}) {}
