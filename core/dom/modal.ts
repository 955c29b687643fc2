import { rememberFocus } from './focus.ts'
import { focusableElements } from './focusable.ts'
import { trapFocus } from './focus-trap.ts'
import { lockPageScroll } from './scroll-lock.ts'

/**
 * Why a modal closes: Esc (or the platform's other close requests, such as Android's back gesture), a click on
 * its overlay, one of its buttons, or a script.
 */
export type ModalCloseReason = 'escape' | 'overlay' | 'button' | 'method'

export interface ModalOptions<Reason extends string> {
  /** Takes focus once the modal is shown; by default its first focusable element. */
  initialFocus?: HTMLElement | null
  /** Takes focus on close when the element that had it before the modal opened has left the page. */
  returnFocusFallback?: HTMLElement | null
  /** A click on the `<dialog>` box itself, around its content, asks to close with the reason `overlay`. */
  closeOnOverlayClick?: boolean
  /** Asked before each close that `requestClose` starts (Esc, an overlay click, a button); `false` keeps it open. */
  beforeClose?(reason: Reason): boolean
  /** Called once closed, after focus has gone back and the page scrolls again. */
  onClose?(reason: Reason): void
}

export interface Modal<Reason extends string = ModalCloseReason> {
  readonly dialog: HTMLDialogElement
  readonly open: boolean
  /** Closes unless `beforeClose` says no; returns whether it closed. For the visitor's requests. */
  requestClose(reason: Reason): boolean
  /** Closes without asking. */
  close(reason: Reason): void
}

/**
 * Shows `dialog` as the page's modal layer: in the top layer with the rest of the page inert (`showModal()`),
 * focus moved in and kept there, the page's scroll locked, Esc and overlay clicks turned into close requests
 * the caller can veto. On close, focus goes back where it was. Plain DOM: the caller renders the dialog with
 * lit-html, React or by hand, and calls `close` when it takes the dialog away. Callers may add reasons of their
 * own (`showModal<'signup'>`).
 */
export function showModal<Extra extends string = never>(
  dialog: HTMLDialogElement,
  options: ModalOptions<ModalCloseReason | Extra> = {},
): Modal<ModalCloseReason | Extra> {
  type Reason = ModalCloseReason | Extra
  const returnFocus = rememberFocus(options.returnFocusFallback)
  // Trapped before it shows, so that a modal already open does not pull focus back from this one.
  const releaseFocus = trapFocus({ container: dialog })
  const releaseScroll = lockPageScroll()
  let open = true

  const show = () => {
    if (!dialog.open) dialog.showModal()
    ;(options.initialFocus ?? focusableElements(dialog)[0])?.focus()
  }
  // Without user activation since the dialog opened, Chromium fires a `cancel` that cannot be cancelled, or
  // none, and closes the dialog: the `close` event asks then, and a vetoed close shows the dialog again.
  const onCancel = (event: Event) => {
    if (!event.cancelable) return
    event.preventDefault()
    modal.requestClose('escape')
  }
  const onNativeClose = () => {
    if (open && !modal.requestClose('escape')) show()
  }
  const onClick = (event: MouseEvent) => {
    if (options.closeOnOverlayClick && event.target === dialog) modal.requestClose('overlay')
  }

  const modal: Modal<Reason> = {
    dialog,
    get open() {
      return open
    },
    requestClose(reason) {
      if (!open || options.beforeClose?.(reason) === false) return false
      modal.close(reason)
      return true
    },
    close(reason) {
      if (!open) return
      open = false
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      dialog.removeEventListener('click', onClick)
      releaseFocus()
      if (dialog.open) dialog.close()
      releaseScroll()
      returnFocus()
      options.onClose?.(reason)
    },
  }

  dialog.addEventListener('cancel', onCancel)
  dialog.addEventListener('close', onNativeClose)
  dialog.addEventListener('click', onClick)
  show()
  return modal
}
