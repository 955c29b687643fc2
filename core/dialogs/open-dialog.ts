/** What the visitor answered a dialog; an information dialog that hides itself counts as `confirm`. */
export type DialogAnswer = 'confirm' | 'reject' | 'cancel'

/** The `<ss-dialog>` attributes a script sets, and the message it shows. */
export interface DialogSettings {
  variant: 'confirm-reject' | 'confirm-cancel' | 'confirm' | 'none'
  /** Names the dialog; without one, the message names it. */
  heading?: string
  message: string
  confirmText?: string
  rejectText?: string
  cancelText?: string
  autoHide?: boolean
  fullPage?: boolean
}

/** The methods of `<ss-dialog>` this module uses; `core/` names the element only by its tag. */
export type DialogElement = HTMLElement & { show(): void; hide(): void }

export interface OpenedDialog {
  element: DialogElement
  /** Resolves once the dialog has closed (after its hide transition), with the visitor's answer. */
  answer: Promise<DialogAnswer>
}

const TAG = 'ss-dialog'
const open = new Set<DialogElement>()

/** True while a dialog opened by `openDialogElement` is on the page and has not closed. */
export function isScriptDialogOpen(): boolean {
  for (const element of open) if (!element.isConnected) open.delete(element)
  return open.size > 0
}

/**
 * Adds an `<ss-dialog>` with `settings` to the end of `<body>` and shows it; the element leaves the page once
 * it has closed. Removing it earlier closes it at once (as `cancel`). The message is text, never markup. The page must define `<ss-dialog>` (`dist/ss-elements.js`
 * or `dist/elements/ss-dialog.js` does): until it is defined, the dialog waits, with one warning.
 */
export function openDialogElement(settings: DialogSettings, doc: Document = document): OpenedDialog {
  const { message, ...attributes } = settings
  const element = doc.createElement(TAG) as DialogElement
  for (const [key, value] of Object.entries(attributes)) {
    const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    if (typeof value === 'string') element.setAttribute(name, value)
    else if (value === true) element.setAttribute(name, '')
  }
  element.textContent = message
  const answer = new Promise<DialogAnswer>((resolve) => {
    element.addEventListener(
      'ss-dialog-hide',
      (event) => {
        open.delete(element)
        element.remove()
        resolve((event as CustomEvent<{ answer: DialogAnswer }>).detail.answer)
      },
      { once: true },
    )
  })
  open.add(element)
  doc.body.append(element)
  if (customElements.get(TAG)) element.show()
  else {
    console.warn(`ss-elements: <${TAG}> is not defined yet; the dialog shows once it is (load dist/elements/${TAG}.js).`)
    void customElements.whenDefined(TAG).then(() => element.isConnected && element.show())
  }
  return { element, answer }
}
