import { createElementClass } from '../../core/element/create-element-class.ts'
import { popupAttributes } from './attributes.ts'

/**
 * @tag ss-popup
 * @summary The popup overlay: shown by itself when the site's display rule allows it, after a delay or a scroll depth, as a modal dialog named by its heading.
 *
 * @attr {string} data-block-json - The popup overlay settings: `{"version": 1, "displayFrequency": 7, "showUntilSignup": true, "enableMobile": false, "style": …}` and the keys of the other attributes.
 *
 * @fires {CustomEvent<void>} ss-popup-open - The popup opened, by itself or by `open()`.
 * @fires {CustomEvent<{reason: 'button' | 'escape' | 'overlay'}>} ss-before-close - The visitor asked to close it (close button, Esc, a click around it); cancelable: `preventDefault()` keeps it open.
 * @fires {CustomEvent<{reason: 'button' | 'escape' | 'overlay' | 'signup' | 'method'}>} ss-popup-close - The popup closed; `signup` once a form inside succeeded and its text was read, `method` for `close()`.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The settings are unusable; the popup does not show (for a bad `position`, it shows centred).
 *
 * @slot - The popup's content: a heading (which names the dialog), text, an `<ss-newsletter>` or `<ss-form>`.
 *
 * @csspart dialog - The `<dialog>`, filling the viewport around the panel (its background dims the page).
 * @csspart panel - The box that holds the content and the close button.
 * @csspart content - Around the content.
 * @csspart close-button - The corner button labelled Close.
 *
 * @cssprop [--ss-popup-width=560px] - Width of the panel.
 * @cssprop [--ss-popup-padding=40px] - Padding of the panel.
 * @cssprop [--ss-popup-background=var(--ss-color-surface, #fff)] - Panel background.
 * @cssprop [--ss-popup-color=var(--ss-color-text, #1a1a1a)] - Text colour.
 * @cssprop [--ss-popup-overlay-color=rgb(0 0 0 / 0.5)] - The dimmed page around the panel.
 * @cssprop [--ss-popup-border-radius=var(--ss-radius-md, 8px)] - Corner radius of the panel.
 * @cssprop [--ss-popup-focus-color=var(--ss-color-focus, #005fcc)] - Focus ring of the close button.
 * @cssprop [--ss-popup-z-index=30000] - Stacking order where the browser draws the dialog outside the top layer.
 */
export class SsPopup extends createElementClass({
  tag: 'ss-popup',
  attributes: popupAttributes,
  load: () => import('./implementation.ts'),
  // The content belongs in the overlay: it does not show in the page while the implementation loads.
  pendingStyles: ':host { display: none; }',
}) {
  /** Opens the popup now, whatever the display rule, the width and the trigger say. */
  open(): void {
    this.component.call('open')
  }

  /** Closes the popup (`ss-popup-close` with the reason `method`). */
  close(): void {
    this.component.call('close')
  }
}
