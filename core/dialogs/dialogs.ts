import { openDialogElement, type DialogAnswer } from './open-dialog.ts'

export interface DialogTexts {
  /** Names the dialog; without one, the message names it. */
  heading?: string
  /** The message, as text. */
  message: string
  /** The confirm button; 'Yes' beside a reject button, else 'OK'. */
  confirmText?: string
}

export interface ConfirmDialogOptions extends DialogTexts {
  /** `confirm-cancel` (the default: OK and Cancel) or `confirm-reject` (Yes and No). */
  variant?: 'confirm-cancel' | 'confirm-reject'
  rejectText?: string
  cancelText?: string
}

/**
 * Asks the visitor to confirm, as `window.confirm` does but on the page's modal layer: resolves to `'confirm'`,
 * `'reject'` (the No of a `confirm-reject` dialog) or `'cancel'` (Cancel, Esc, a click outside).
 */
export function confirmDialog(options: ConfirmDialogOptions): Promise<DialogAnswer> {
  return openDialogElement({ ...options, variant: options.variant ?? 'confirm-cancel' }).answer
}

/** Tells the visitor something that needs an OK: resolves to `'confirm'`, or `'cancel'` on Esc or a click outside. */
export function alertDialog(options: DialogTexts): Promise<DialogAnswer> {
  return openDialogElement({ ...options, variant: 'confirm' }).answer
}

/**
 * The information dialog: a message with a Close button that hides itself after 2,000 ms (later while the
 * visitor hovers it or uses the keyboard in it). Resolves to `'confirm'` when it hid itself, `'cancel'` when
 * the visitor closed it.
 */
export function infoDialog(options: Omit<DialogTexts, 'confirmText'>): Promise<DialogAnswer> {
  return openDialogElement({ ...options, variant: 'none', autoHide: true }).answer
}
