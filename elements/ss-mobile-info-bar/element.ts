import { createElementClass } from '../../core/element/create-element-class.ts'
import { mobileInfoBarAttributes } from './attributes.ts'

/**
 * @tag ss-mobile-info-bar
 * @summary A bar of Call, Email, Directions and Hours for viewports 1,024 px wide or less; a phone or email that fails the URL rules is left out.
 *
 * @attr {string} data-block-json - The block JSON: `{"phone": "…", "email": "…", "address": "…", "hours": "…", "text": "…"}`; keys it leaves out come from the site's `mobileInfoBarSettings` in the page context.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the bar stays empty.
 *
 * @csspart base - The bar.
 * @csspart text - The line of text.
 * @csspart actions - The list of links and the Hours button.
 * @csspart action - Each link and the Hours button; each also has its own part: `call`, `email`, `directions`, `hours-button`.
 * @csspart hours - The opening hours, shown by the Hours button.
 *
 * @cssprop [--ss-mobile-info-bar-color=var(--ss-color-text, #111)] - The text colour.
 * @cssprop [--ss-mobile-info-bar-background=var(--ss-color-surface, #fff)] - The background.
 * @cssprop [--ss-mobile-info-bar-border=1px solid var(--ss-color-divider, #ccc)] - The border above the bar.
 * @cssprop [--ss-mobile-info-bar-padding=8px 12px] - The space around the content.
 */
export class SsMobileInfoBar extends createElementClass({
  tag: 'ss-mobile-info-bar',
  attributes: mobileInfoBarAttributes,
  load: () => import('./implementation.ts'),
}) {}
