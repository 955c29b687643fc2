import { html, nothing, render } from 'lit-html'
import { adoptStyles } from '../dom/adopt-styles.ts'
import { showModal, type Modal } from '../dom/modal.ts'
import { dialogStyles } from './dialog-styles.ts'

/** The information dialog closes itself after this long and then counts as confirmed (001 §4, §9). */
export const INFORMATION_DIALOG_AUTO_HIDE_MS = 2000

/** `confirm` when the dialog ran its course (auto-hide); `cancel` for Esc, the close button or a backdrop click. */
export type DialogCloseReason = 'confirm' | 'cancel'

export interface DialogAction {
  label: string
  /** Runs on click; the dialog stays open unless the action closes it. */
  run(dialog: RuntimeDialog): void
  /** Takes focus when the dialog opens, instead of the first button. */
  autofocus?: boolean
  /** Drawn as a secondary (outlined) button. */
  secondary?: boolean
}

export interface DialogOptions {
  /** Set as `data-ss-dialog` on the host element, so that the page and tests can find it. */
  name: string
  /** `alertdialog` for a message that interrupts the visitor. */
  role?: 'dialog' | 'alertdialog'
  title: string
  message?: string
  actions?: DialogAction[]
  /** A corner button, labelled Close, that cancels. */
  closeButton?: boolean
  /** Closes as confirmed after this many milliseconds. */
  autoHideMs?: number
  /** A click outside the panel cancels. Esc always cancels. */
  closeOnBackdropClick?: boolean
  /** Covers the whole page rather than floating a panel over it. */
  fullPage?: boolean
  onClose?(reason: DialogCloseReason): void
}

export interface RuntimeDialog {
  /** The element holding the dialog's shadow root, a child of `<body>` while open. */
  readonly host: HTMLElement
  readonly open: boolean
  update(content: { title?: string; message?: string }): void
  close(reason: DialogCloseReason): void
}

const openDialogs = new Set<RuntimeDialog>()

/** True while one of the runtime's dialogs is open. */
export function isRuntimeDialogOpen(): boolean {
  return openDialogs.size > 0
}

/**
 * Opens a modal dialog (on the shared modal layer, so the rest of the page is inert and does not scroll)
 * rendered with lit-html into the open shadow root of a new host element. Focus moves into it, and back where
 * it was once it closes.
 */
export function openDialog(options: DialogOptions): RuntimeDialog {
  const host = document.createElement('div')
  host.dataset.ssDialog = options.name
  const root = host.attachShadow({ mode: 'open' })
  adoptStyles(root, dialogStyles)

  let content = { title: options.title, message: options.message }
  let autoHideTimer: ReturnType<typeof setTimeout> | undefined
  let modal: Modal<DialogCloseReason> | undefined

  const dialog: RuntimeDialog = {
    host,
    get open() {
      return modal?.open ?? true
    },
    update(next) {
      content = { ...content, ...next }
      draw()
    },
    close(reason) {
      modal?.close(reason)
    },
  }

  const cancel = () => dialog.close('cancel')
  const draw = () => {
    const { title, message } = content
    const classes = [options.fullPage ? 'full-page' : '', options.closeButton ? 'has-close-button' : ''].join(' ')
    render(
      html`<dialog
        part="dialog"
        class=${classes}
        role=${options.role === 'alertdialog' ? 'alertdialog' : nothing}
        aria-labelledby="title"
        aria-describedby=${message ? 'message' : nothing}
      >
        <div class="panel" part="panel">
          <h2 class="title" id="title" part="title">${title}</h2>
          ${message ? html`<p class="message" id="message" part="message">${message}</p>` : nothing}
          ${options.actions?.length
            ? html`<div class="actions" part="actions">
                ${options.actions.map(
                  (action) =>
                    html`<button
                      type="button"
                      part="button"
                      class=${action.secondary ? 'secondary' : ''}
                      ?autofocus=${action.autofocus === true}
                      @click=${() => action.run(dialog)}
                    >
                      ${action.label}
                    </button>`,
                )}
              </div>`
            : nothing}
          ${options.closeButton
            ? html`<button type="button" class="close" part="close-button" aria-label="Close" @click=${cancel}>
                ×
              </button>`
            : nothing}
        </div>
      </dialog>`,
      root,
    )
  }

  draw()
  ;(document.body ?? document.documentElement).append(host)
  openDialogs.add(dialog)
  modal = showModal<DialogCloseReason>(root.querySelector('dialog')!, {
    initialFocus: root.querySelector<HTMLElement>('button[autofocus]'),
    // The dialog box fills the viewport around the panel, so a click on the box itself is outside the panel.
    closeOnOverlayClick: options.closeOnBackdropClick,
    onClose(reason) {
      clearTimeout(autoHideTimer)
      openDialogs.delete(dialog)
      host.remove()
      options.onClose?.(reason === 'confirm' ? 'confirm' : 'cancel')
    },
  })
  if (options.autoHideMs !== undefined) autoHideTimer = setTimeout(() => dialog.close('confirm'), options.autoHideMs)
  return dialog
}

/** The information dialog of 001 §4: a title and a message, closed by Esc or its close button, or by itself after 2000 ms. */
export function showInformationDialog(options: {
  name: string
  title: string
  message: string
  onClose?(reason: DialogCloseReason): void
}): RuntimeDialog {
  return openDialog({
    ...options,
    closeButton: true,
    closeOnBackdropClick: true,
    autoHideMs: INFORMATION_DIALOG_AUTO_HIDE_MS,
  })
}
