import { html, nothing } from 'lit-html'
import { overlayClock } from '../../core/dialogs/overlay-clock.ts'
import { showModal, type Modal, type ModalCloseReason } from '../../core/dom/modal.ts'
import { isEditing } from '../../core/editor/editor-state.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { shouldShowPopup } from './display-rule.ts'
import { popupStorageKey } from '../../core/storage/overlay-keys.ts'
import { readPopupRecord, writePopupRecord } from './popup-record.ts'
import type { PopupCloseDetail, PopupConfig, PopupMethods } from './schema.ts'
import { readingTimeMs, successText } from './signup.ts'
import { isMobileWidth, whenTriggered } from './triggers.ts'

/** Popups shown in this page, by storage key: where storage throws, each shows at most once per page. */
const shownInPage = new Set<string>()

/** The popup's name: the text of the first heading of its content. */
const headingText = (element: HTMLElement) => element.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim()

/** Whether the popup has something to show: an element, or text. */
const hasContent = (element: HTMLElement) => element.childElementCount > 0 || (element.textContent ?? '').trim() !== ''

/**
 * One popup overlay: decides on its first render whether the display rule lets it show (then waits for its
 * trigger), opens on the modal layer, and keeps the visitor's record in `localStorage` when it really shows
 * or closes. A sign-up (`ss-success` from a form inside) is recorded, and closes it once its text is read.
 */
export function popupView(host: ElementHost<PopupMethods>, requestRender: () => void): LitView<PopupConfig, PopupMethods> {
  const element = host.element
  let config: PopupConfig | undefined
  let started = false
  let shown = false
  let modal: Modal<ModalCloseReason | 'signup'> | undefined
  let stopTrigger = () => {}
  let signupTimer: number | undefined
  let warnedEmpty = false

  const storageKey = () => popupStorageKey(element.id)

  /** The edit preview (`forced`) or edit mode: nothing is stored or sent. */
  const previewing = () => config?.forced === true || isEditing()

  /** Stores that it showed or closed now, keeping the sign-up of the same version. Nothing in the edit preview. */
  const remember = (submitted?: boolean) => {
    if (!config || previewing()) return
    const key = storageKey()
    shownInPage.add(key)
    const memory = readPopupRecord(key)
    const previous = memory.persistent && memory.record?.version === config.version ? memory.record : undefined
    writePopupRecord(key, { version: config.version, submitted: submitted ?? previous?.submitted ?? false, closedAt: overlayClock.now() })
  }

  /** The census overlay call; it sends only while the visitor is tracked, so its code is fetched only now. */
  const track = (event: 'open' | 'signup') => {
    if (previewing()) return
    void import('../../core/analytics/census.ts').then(({ trackOverlay }) => trackOverlay({ event }), () => {})
  }

  /** Shows it now (its trigger fired, or `open()`), and records the showing. */
  const open = () => {
    // Calls replayed when the view is made come before its first render.
    if (!config) return queueMicrotask(open)
    if (modal) return
    stopTrigger()
    if (!hasContent(element)) {
      // The site's settings can add a popup with no content of the page's: it never opens as an empty dialog.
      if (!warnedEmpty) console.warn(`ss-elements: <ss-popup${element.id ? ` id="${element.id}"` : ''}> has nothing to show (no content in it): it stays closed.`)
      warnedEmpty = true
      return
    }
    modal = showModal<'signup'>(openDialog(), {
      closeOnOverlayClick: true,
      beforeClose: (reason) => host.emit<PopupCloseDetail>('ss-before-close', { reason }, { cancelable: true }),
      onClose: (reason) => {
        overlayClock.clearTimeout(signupTimer)
        modal = undefined
        shown = false
        remember()
        requestRender()
        host.emit<PopupCloseDetail>('ss-popup-close', { reason })
      },
    })
    remember()
    host.emit('ss-popup-open')
    track('open')
  }

  /** Draws the open dialog and returns it. */
  const openDialog = () => {
    shown = true
    requestRender()
    return element.shadowRoot!.querySelector('dialog')!
  }

  /**
   * On the first render: shows it if the rule, the width and the trigger say so; the edit preview shows at once.
   * In edit mode it shows only on demand (`open()`).
   */
  const start = () => {
    if (!config) return
    if (config.forced) return open()
    if (isEditing()) return
    const key = storageKey()
    const memory = readPopupRecord(key)
    const allowed = memory.persistent ? shouldShowPopup(config, memory.record, overlayClock.now()) : !shownInPage.has(key)
    if (allowed && (config.enableMobile || !isMobileWidth())) stopTrigger = whenTriggered(config, open)
  }

  const onSuccess = (event: Event) => {
    if (!modal) return
    remember(true)
    track('signup')
    const form = event.target as Element
    // The form draws its success text after it fires the event.
    requestAnimationFrame(() => {
      if (modal) signupTimer = overlayClock.setTimeout(() => modal?.close('signup'), readingTimeMs(successText(form)))
    })
  }
  element.addEventListener('ss-success', onSuccess)

  return {
    render(next) {
      config = next
      if (next.style === undefined) delete element.dataset.popupStyle
      else element.dataset.popupStyle = String(next.style)
      if (!started) {
        started = true
        queueMicrotask(start)
      }
      element.dataset.state = shown ? 'open' : 'closed'
      if (!shown) return nothing
      return html`<dialog part="dialog" data-position=${next.position} aria-label=${headingText(element) || nothing}>
        <div class="panel" part="panel">
          <button type="button" class="close" part="close-button" aria-label="Close" @click=${() => modal?.requestClose('button')}>×</button>
          <div class="content" part="content"><slot></slot></div>
        </div>
      </dialog>`
    },
    methods: {
      open,
      close: () => modal?.close('method'),
    },
    hostDisconnected() {
      stopTrigger()
      overlayClock.clearTimeout(signupTimer)
      element.removeEventListener('ss-success', onSuccess)
      modal?.close('method')
    },
  }
}
