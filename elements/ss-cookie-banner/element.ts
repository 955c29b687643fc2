import { createElementClass } from '../../core/element/create-element-class.ts'
import { cookieBannerAttributes } from './attributes.ts'

/**
 * @tag ss-cookie-banner
 * @summary The cookie consent banner: a bar or a popup that asks once, stores the choice for 30 days, and keeps tracking cookies away until the visitor accepts.
 *
 * @attr {string} data-block-json - The cookie banner settings: the keys of the other attributes, under the component's names or the API's.
 *
 * @fires {CustomEvent<{allowed: boolean}>} ss-consent - The visitor accepted (`true`) or declined (`false`), with a button, `accept()`/`decline()`, or Global Privacy Control when the settings honour it.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; no banner shows.
 *
 * @csspart base - The banner: a region, or a modal dialog when the settings block the page.
 * @csspart message - The message.
 * @csspart actions - The row of buttons.
 * @csspart button - Each button; also `accept-button` and `decline-button`.
 *
 * @cssprop [--ss-cookie-banner-background=var(--ss-color-gray-900, #1f1f1f) (dark), var(--ss-color-white, #ffffff) (light)] - Background.
 * @cssprop [--ss-cookie-banner-color=var(--ss-color-white, #ffffff) (dark), var(--ss-color-gray-900, #1f1f1f) (light)] - Text and icon colour.
 * @cssprop [--ss-cookie-banner-button-background=the text colour] - Button background of the BUTTON variant.
 * @cssprop [--ss-cookie-banner-button-color=the background colour] - Button text of the BUTTON variant.
 * @cssprop [--ss-cookie-banner-z-index=29999] - Stacking order, under the runtime's dialogs (30000).
 * @cssprop [--ss-cookie-banner-offset=1rem] - Distance of a popup from the viewport's edges.
 * @cssprop [--ss-cookie-banner-popup-width=24rem] - Width of a popup.
 * @cssprop [--ss-cookie-banner-radius=var(--ss-radius-md, 0.5rem)] - Corner radius of a popup and its buttons.
 * @cssprop [--ss-cookie-banner-font=inherit] - Font family.
 * @cssprop [--ss-cookie-banner-shadow=0 0.25rem 1.5rem rgb(0 0 0 / 0.25)] - Shadow.
 */
export class SsCookieBanner extends createElementClass({
  tag: 'ss-cookie-banner',
  attributes: cookieBannerAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Accepts as the Accept button does: stores `ss_cookieAllowed=true` for 30 days and hides the banner. Ignored in `forced` mode. */
  accept(): void {
    this.component.call('accept')
  }

  /** Declines as the Decline button does: stores `ss_cookieAllowed=false` for 30 days and hides the banner. Ignored in `forced` mode. */
  decline(): void {
    this.component.call('decline')
  }

  /** Shows the banner again so that the visitor can change their mind (a footer link calls it); focus moves to it. */
  open(): void {
    this.component.call('open')
  }
}
