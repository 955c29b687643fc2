import { isScriptDialogOpen, openDialogElement, type DialogAnswer, type DialogElement, type DialogSettings } from '../dialogs/open-dialog.ts'

export interface RuntimeDialog {
  /** The `<ss-dialog>`, a child of `<body>` while open, marked `data-ss-dialog="<name>"`. */
  readonly host: DialogElement
  readonly open: boolean
  /** Resolves once the dialog has closed, with the visitor's answer. */
  readonly answer: Promise<DialogAnswer>
  update(content: { heading?: string; message?: string }): void
  /** Takes it off the page at once, without an answer (`cancel`); focus goes back where it was. */
  close(): void
}

/** True while one of the runtime's dialogs (or a script's, through `core/dialogs`) is open. */
export function isRuntimeDialogOpen(): boolean {
  return isScriptDialogOpen()
}

/** Opens an `<ss-dialog>` named `name` (its `data-ss-dialog`, so that the page and tests can find it). */
export function openRuntimeDialog(name: string, settings: DialogSettings): RuntimeDialog {
  const { element, answer } = openDialogElement(settings)
  element.dataset.ssDialog = name
  let answered = false
  void answer.then(() => (answered = true))
  return {
    host: element,
    answer,
    get open() {
      return element.isConnected && !answered
    },
    update({ heading, message }) {
      if (heading !== undefined) element.setAttribute('heading', heading)
      if (message !== undefined) element.textContent = message
    },
    close: () => element.remove(),
  }
}
