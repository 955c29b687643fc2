import { createElementClass } from '../../core/element/create-element-class.ts'
import { dialogAttributes } from './attributes.ts'

/**
 * @tag ss-dialog
 * @summary A modal dialog that asks the visitor to confirm, reject or cancel, or tells them something and hides itself.
 *
 * @attr {string} data-block-json - The block JSON: the keys of the other attributes, e.g. `{"variant": "confirm-cancel", "heading": "Leave?"}`.
 *
 * @fires {CustomEvent<void>} ss-dialog-show - The dialog opened (`show()`).
 * @fires {CustomEvent<void>} ss-dialog-confirm - The visitor pressed the confirm button, or the information dialog hid itself.
 * @fires {CustomEvent<void>} ss-dialog-reject - The visitor pressed the reject button.
 * @fires {CustomEvent<{reason: 'button' | 'escape' | 'overlay'}>} ss-dialog-cancel - The visitor cancelled: the cancel or close button, Esc, or a click outside the dialog.
 * @fires {CustomEvent<{answer: 'confirm' | 'reject' | 'cancel'}>} ss-dialog-hide - The dialog has closed, after its hide transition; `hide()` gives `cancel`.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the dialog does not show.
 *
 * @slot - The message.
 *
 * @csspart dialog - The `<dialog>`, filling the viewport around the panel (its background dims the page).
 * @csspart panel - The box that holds the heading, the message and the buttons.
 * @csspart heading - The heading.
 * @csspart message - The message.
 * @csspart actions - The row of buttons.
 * @csspart button - Each answer button; also `confirm-button`, `reject-button`, `cancel-button`.
 * @csspart close-button - The corner button labelled Close of a dialog without answers.
 *
 * @cssprop [--ss-dialog-width=350px] - Width of the panel.
 * @cssprop [--ss-dialog-padding=20px] - Padding of the panel.
 * @cssprop [--ss-dialog-z-index=30000] - Stacking order where the browser draws the dialog outside the top layer.
 * @cssprop [--ss-dialog-color=var(--ss-color-text, #1a1a1a)] - Text colour.
 * @cssprop [--ss-dialog-background=var(--ss-color-surface, #fff)] - Panel background.
 * @cssprop [--ss-dialog-overlay-color=rgb(0 0 0 / 0.4)] - The dimmed page around the panel.
 * @cssprop [--ss-dialog-border-radius=var(--ss-radius-sm, 4px)] - Corner radius of the panel.
 * @cssprop [--ss-dialog-font-family=var(--ss-font-family, system-ui, sans-serif)] - Font family.
 * @cssprop [--ss-dialog-button-background=var(--ss-color-accent, #1a1a1a)] - Confirm button background.
 * @cssprop [--ss-dialog-button-color=var(--ss-color-on-accent, #fff)] - Confirm button text.
 * @cssprop [--ss-dialog-button-border-color=var(--ss-color-accent, #1a1a1a)] - Button border.
 * @cssprop [--ss-dialog-focus-color=var(--ss-color-focus, #005fcc)] - Focus ring.
 * @cssprop [--ss-dialog-transition-duration=var(--ss-duration-300, 0.3s)] - Show and hide transitions (none when the visitor prefers less motion).
 * @cssprop [--ss-system-error-overlay-color=color-mix(in srgb, var(--ss-color-surface, #fff) 97%, transparent)] - Background of a `full-page` dialog.
 */
export class SsDialog extends createElementClass({
  tag: 'ss-dialog',
  attributes: dialogAttributes,
  load: () => import('./implementation.ts'),
  // The message belongs in the dialog: it does not show in the page while the implementation loads.
  pendingStyles: ':host { display: none; }',
}) {
  /** Opens the dialog on the page's modal layer; focus moves into it. Does nothing while it is open. */
  show(): void {
    this.component.call('show')
  }

  /** Closes the dialog without an answer (`ss-dialog-hide` gives `cancel`). */
  hide(): void {
    this.component.call('hide')
  }

  /** Whether the dialog is open (or still running its hide transition). */
  get open(): boolean {
    return this.component.read('isOpen', false)
  }
}
