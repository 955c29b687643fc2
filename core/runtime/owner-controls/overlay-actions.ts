import { inertCopy } from '../../dom/inert-copy.ts'
import { ANNOUNCEMENT_DISMISSAL_KEY, POPUP_STORAGE_KEY, popupStorageKey } from '../../storage/overlay-keys.ts'

type PopupElement = HTMLElement & { open(): void }


/** The page's popup overlays; several when each has its own `id`. */
const popups = (doc: Document) => Array.from(doc.querySelectorAll<PopupElement>('ss-popup:not([data-ss-preview])'))

// Storage throws in some private modes and sandboxed frames: there is then no record to forget.
function forget(key: string, doc: Document): boolean {
  try {
    doc.defaultView!.localStorage.removeItem(key)
    return true
  } catch {
    return false
  }
}

/** Opens the page's popup now, as a visitor gets it (recorded as a showing). False when the page has none. */
export function openPopup(doc: Document): boolean {
  const [popup] = popups(doc)
  popup?.open()
  return popup !== undefined
}

/**
 * Shows a copy of the page's popup in the edit preview (`forced`): at once, whatever the display rule and the
 * width, storing and sending nothing; the copy runs none of the popup's scripts or handlers again, and leaves the
 * page once closed. False when the page has none.
 */
export function previewPopup(doc: Document): boolean {
  const [popup] = popups(doc)
  if (!popup) return false
  const preview = inertCopy(popup)
  for (const name of ['id', 'data-state', 'data-ss-pending', 'data-ss-error']) preview.removeAttribute(name)
  preview.setAttribute('forced', '')
  preview.setAttribute('data-ss-preview', '')
  preview.addEventListener('ss-popup-close', () => preview.remove(), { once: true })
  popup.after(preview)
  return true
}

/** Forgets this browser's record of every popup of the page, so that each shows again by its display rule. */
export function forgetPopupRecords(doc: Document): boolean {
  const keys = new Set([POPUP_STORAGE_KEY, ...popups(doc).map((popup) => popupStorageKey(popup.id))])
  return [...keys].map((key) => forget(key, doc)).every(Boolean)
}

/**
 * Shows the announcement bar again: forgets this browser's dismissal and puts a fresh bar in place of the
 * closed one, which then shows. False when the page has no bar.
 */
export function showAnnouncementAgain(doc: Document): boolean {
  const bar = doc.querySelector('ss-announcement-bar')
  forget(ANNOUNCEMENT_DISMISSAL_KEY, doc)
  if (!bar) return false
  const fresh = doc.createElement('ss-announcement-bar')
  for (const { name, value } of Array.from(bar.attributes)) {
    if (name !== 'hidden' && name !== 'data-state' && !name.startsWith('data-ss-')) fresh.setAttribute(name, value)
  }
  fresh.append(...Array.from(bar.childNodes))
  bar.replaceWith(fresh)
  return true
}
