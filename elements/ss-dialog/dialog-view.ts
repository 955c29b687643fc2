import { html, nothing } from 'lit-html'
import { overlayClock } from '../../core/dialogs/overlay-clock.ts'
import { showModal, type Modal } from '../../core/dom/modal.ts'
import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { startAutoHide, type AutoHide } from './auto-hide.ts'
import { dialogButtons } from './dialog-buttons.ts'
import type { DialogAnswer, DialogCancelDetail, DialogCancelReason, DialogConfig, DialogHideDetail, DialogMethods } from './schema.ts'

/** How long the hide transition may take before the dialog closes anyway. */
export const HIDE_FALLBACK_MS = 600

type Phase = 'closed' | 'open' | 'closing'
type CloseReason = DialogCancelReason | 'method' | 'answer'

/**
 * One dialog: closed (nothing drawn), open on the modal layer, or closing while its hide transition runs.
 * An answer fires its event at once (`ss-dialog-confirm`, `-reject`, `-cancel`); `ss-dialog-hide` follows
 * once the transition has ended, or after `HIDE_FALLBACK_MS` when it never does.
 */
export function dialogView(host: ElementHost<DialogMethods>, requestRender: () => void): LitView<DialogConfig, DialogMethods> {
  let config: DialogConfig | undefined
  let phase: Phase = 'closed'
  let modal: Modal<CloseReason> | undefined
  let autoHide: AutoHide | undefined
  let hideFallback: number | undefined
  let answer: DialogAnswer = 'cancel'

  // Calls replayed when the view is made come before its first render.
  const afterFirstRender = (method: () => void) => queueMicrotask(method)
  const dialogElement = () => host.element.shadowRoot?.querySelector('dialog') ?? null

  /** Records the answer, fires its event, and starts the hide transition. */
  const settle = (given: DialogAnswer, reason?: DialogCancelReason) => {
    if (phase !== 'open') return
    answer = given
    autoHide?.stop()
    if (given === 'cancel') host.emit<DialogCancelDetail>('ss-dialog-cancel', { reason: reason ?? 'button' })
    else host.emit(`ss-dialog-${given}`)
    beginHide()
  }

  const beginHide = () => {
    phase = 'closing'
    requestRender()
    const panel = dialogElement()?.querySelector('.panel')
    // Not at once: a close the browser made on Esc asks from inside the modal layer, which then shows it again.
    if (!panel || prefersReducedMotion()) return queueMicrotask(finishHide)
    panel.addEventListener('transitionend', finishHide, { once: true })
    hideFallback = overlayClock.setTimeout(finishHide, HIDE_FALLBACK_MS)
  }

  const finishHide = () => {
    if (phase !== 'closing') return
    overlayClock.clearTimeout(hideFallback)
    modal?.close('answer')
  }

  const onModalClose = () => {
    autoHide?.stop()
    autoHide = undefined
    modal = undefined
    phase = 'closed'
    requestRender()
    host.emit<DialogHideDetail>('ss-dialog-hide', { answer })
  }

  const show = () => {
    if (!config) return afterFirstRender(show)
    if (phase !== 'closed') return
    phase = 'open'
    answer = 'cancel'
    requestRender()
    const dialog = dialogElement()!
    const { fullPage, autoHide: hidesItself } = config
    modal = showModal<CloseReason>(dialog, {
      initialFocus: dialog.querySelector<HTMLElement>('[data-initial-focus]'),
      closeOnOverlayClick: !fullPage,
      // Esc and the overlay become a cancel answer, which closes once its transition has run.
      beforeClose: (reason) => {
        if (reason === 'escape' || reason === 'overlay') settle('cancel', reason)
        return false
      },
      onClose: onModalClose,
    })
    host.emit('ss-dialog-show')
    if (hidesItself) autoHide = startAutoHide(dialog, () => settle('confirm'))
  }

  return {
    render(next) {
      config = next
      host.element.dataset.state = phase === 'closed' ? 'closed' : 'open'
      if (phase === 'closed') return nothing
      const labelled = next.heading ? 'heading' : 'message'
      const described = next.heading && host.element.textContent?.trim() ? 'message' : nothing
      return html`<dialog
        part="dialog"
        class=${next.fullPage ? 'full-page' : ''}
        data-state=${phase}
        role=${next.variant === 'none' ? nothing : 'alertdialog'}
        aria-labelledby=${labelled}
        aria-describedby=${described}
      >
        <div class="panel" part="panel">
          ${next.heading ? html`<h2 class="heading" id="heading" part="heading">${next.heading}</h2>` : nothing}
          <div class="message" id="message" part="message"><slot></slot></div>
          ${dialogButtons(next, settle)}
        </div>
      </dialog>`
    },
    methods: {
      show,
      hide: function hide() {
        if (!config) return afterFirstRender(hide)
        if (phase === 'open') beginHide()
      },
      isOpen: () => phase !== 'closed',
    },
    hostDisconnected() {
      overlayClock.clearTimeout(hideFallback)
      autoHide?.stop()
      modal?.close('method')
    },
  }
}
