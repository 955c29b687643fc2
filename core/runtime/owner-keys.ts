import type { PageContext } from '../context/page-context.ts'
import { request } from '../data/request.ts'
import { configAreaUrl } from './config-area.ts'
import { isRuntimeDialogOpen } from './dialog.ts'
import { escapeOpensConfig } from './escape-to-config.ts'
import { navigation } from './navigation.ts'

export type OwnerKeyAction = 'open-config' | 'log-out' | 'none'

export interface OwnerKeyPress {
  key: string
  shiftKey: boolean
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  defaultPrevented: boolean
}

export interface KeyPressSurroundings {
  /** Focus is in a text field, a select or editable content, where Escape belongs to the field. */
  inEditableField: boolean
  /** A modal dialog is open, where Escape closes the dialog. */
  modalDialogOpen: boolean
}

/**
 * What an Escape press means: Escape opens the configuration area for a logged-in account, or for anyone when
 * the site has useEscapeKeyToLogin on; Shift+Escape logs a logged-in account out. A press something else
 * already handled, typed into a field, meant for a dialog or combined with Ctrl, Alt or Meta means nothing
 * here.
 */
export function ownerKeyAction(
  press: OwnerKeyPress,
  context: PageContext,
  surroundings: KeyPressSurroundings,
): OwnerKeyAction {
  if (press.key !== 'Escape' || press.ctrlKey || press.altKey || press.metaKey) return 'none'
  if (press.defaultPrevented || surroundings.inEditableField || surroundings.modalDialogOpen) return 'none'
  if (press.shiftKey) return context.authenticatedAccount != null ? 'log-out' : 'none'
  return escapeOpensConfig(context) ? 'open-config' : 'none'
}

export const LOGOUT_URL = '/api/auth/Logout'
/** Where the browser goes after logging out: the site root, which then shows the logout notice. */
export const AFTER_LOGOUT_URL = '/?logout=true'

/**
 * Logs the account out and goes to the site root. A failed call has already been shown by the data layer
 * (the system error overlay), and the browser stays: the account is still logged in.
 */
export async function logOut(): Promise<void> {
  try {
    await request({ method: 'POST', url: LOGOUT_URL })
  } catch {
    return
  }
  navigation.assign(AFTER_LOGOUT_URL)
}

/** Listens for the owner keys on `win`. Returns a function that stops listening. */
export function installOwnerKeys(context: PageContext, win: Window = window): () => void {
  let loggingOut = false
  const onKeyDown = (event: KeyboardEvent) => {
    const action = ownerKeyAction(event, context, {
      inEditableField: isEditable(event.composedPath()[0]),
      modalDialogOpen: isModalDialogOpen(event, win.document),
    })
    if (action === 'open-config') {
      navigation.assign(configAreaUrl(win.location))
    } else if (action === 'log-out' && !loggingOut) {
      loggingOut = true
      void logOut().finally(() => (loggingOut = false))
    }
  }
  // Bubble phase on the window, so that an element handling Escape itself can call preventDefault() first.
  win.addEventListener('keydown', onKeyDown)
  return () => win.removeEventListener('keydown', onKeyDown)
}

const EDITABLE_TAGS = new Set(['input', 'textarea', 'select'])

/** The event's first target, seen through open shadow roots, takes typing. */
function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false
  return EDITABLE_TAGS.has(target.localName) || target.isContentEditable
}

function isModalDialogOpen(event: Event, doc: Document): boolean {
  const inDialog = event
    .composedPath()
    .some((node) => node instanceof Element && (isModalDialogElement(node) || isAriaModal(node)))
  return inDialog || isRuntimeDialogOpen() || doc.querySelector('dialog:modal, [aria-modal="true"]') !== null
}

function isModalDialogElement(element: Element): boolean {
  return element instanceof HTMLDialogElement && element.matches(':modal')
}

function isAriaModal(element: Element): boolean {
  return element.getAttribute('aria-modal') === 'true'
}
