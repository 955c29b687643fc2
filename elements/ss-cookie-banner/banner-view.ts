import { nothing } from 'lit-html'
import type { CookieBannerSettings } from '../../core/consent/banner-settings.ts'
import { applyConsentChoice, startConsent } from '../../core/consent/consent-choice.ts'
import type { ConsentMethod } from '../../core/consent/consent-record.ts'
import { mapCookieBannerSettings } from '../../core/consent/map-banner-settings.ts'
import type { Modal } from '../../core/dom/modal.ts'
import { prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import { isEditing, onEditorStateChange } from '../../core/editor/editor-state.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import { bannerTemplate } from './banner-template.ts'
import { messageContent } from './banner-message.ts'
import type { CookieBannerConfig, CookieBannerMethods, CookieConsentDetail } from './schema.ts'

export const REVEAL_MS = 250

/**
 * One banner: shown while the visitor has to choose (no stored choice, banner enabled, no GPC decline), or
 * always in `forced` and `preview` mode. A choice is stored and acted on by `applyConsentChoice`; `forced`
 * ignores it, `preview` only reports it. In edit mode (`core/editor`) every banner is `forced`.
 */
export function cookieBannerView(
  host: ElementHost<CookieBannerMethods>,
  requestRender: () => void,
): LitView<CookieBannerConfig, CookieBannerMethods> {
  let config: CookieBannerConfig | undefined
  let settings: CookieBannerSettings | undefined
  let started = false
  let asking = false
  let shownBefore = false
  let returnFocus: (() => void) | undefined
  let modal: Modal | undefined
  let message: { text: string; content: string | HTMLElement } | undefined

  const stopWatchingEditMode = onEditorStateChange((state, previous) => state.editing !== previous.editing && requestRender())

  const emitConsent = (allowed: boolean) => host.emit<CookieConsentDetail>('ss-consent', { allowed })

  const choose = (allowed: boolean, method: ConsentMethod) => {
    if (!config || !settings || config.forced) return
    if (!config.preview) {
      applyConsentChoice(allowed, method, settings)
      closeModal()
      asking = false
      requestRender()
      returnFocus?.()
      returnFocus = undefined
    }
    emitConsent(allowed)
  }

  // Calls made before the first render (the element was not yet connected) wait for it.
  const afterFirstRender = (action: () => void) => () => (config ? action() : queueMicrotask(action))

  const closeModal = () => {
    modal?.close('method')
    modal = undefined
  }

  /**
   * A banner that blocks the page goes on the modal layer, loaded then: most pages never block, and the
   * banner's own file shares no module with that layer. Nothing but a choice closes it.
   */
  const showBlocking = async (dialog: HTMLDialogElement) => {
    const { showModal } = await import('../../core/dom/modal.ts')
    if (!modal && dialog.isConnected) modal = showModal(dialog, { beforeClose: () => false })
  }

  /** After each render: a blocking banner goes on the modal layer; a banner that just appeared slides in. */
  const afterRender = (appeared: boolean) => {
    const base = host.element.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')
    if (modal && modal.dialog !== base) closeModal()
    if (base instanceof HTMLDialogElement && !modal) void showBlocking(base)
    if (!base || !appeared) return
    // Only the position moves, never the opacity: the text keeps its contrast all the way in.
    if (!prefersReducedMotion() && !config?.preview) {
      const from = settings?.cookieBannerPosition.startsWith('TOP') ? '-100%' : '100%'
      base.animate?.([{ transform: `translateY(${from})` }, { transform: 'none' }], { duration: REVEAL_MS, easing: 'ease-out' })
    }
  }

  /** Focus moves to a reopened banner, and goes back after the choice; on the modal layer, that layer does it. */
  const takeFocus = async () => {
    const { rememberFocus } = await import('../../core/dom/focus.ts')
    const base = host.element.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')
    if (!asking || !base || base instanceof HTMLDialogElement) return
    returnFocus = rememberFocus()
    base.focus()
  }

  const messageFor = (text: string) => {
    if (message?.text !== text) message = { text, content: messageContent(text) }
    return message.content
  }

  return {
    render(given) {
      const next = isEditing() ? { ...given, forced: true } : given
      config = next
      settings = mapCookieBannerSettings(next)
      if (!started && !next.forced && !next.preview) {
        started = true
        const { consent, byGpc } = startConsent(settings)
        asking = consent === undefined && settings.isCookieBannerEnabled
        if (byGpc) queueMicrotask(() => emitConsent(false))
      }
      const shown = next.forced || next.preview || asking
      host.element.dataset.state = shown ? 'open' : 'closed'
      const appeared = shown && !shownBefore
      shownBefore = shown
      queueMicrotask(() => afterRender(appeared))
      if (!shown) return nothing
      return bannerTemplate({
        settings,
        label: next.label,
        message: messageFor(settings.cookieBannerText),
        modal: settings.blockPageUntilChoice && !next.forced && !next.preview,
        preview: next.preview,
        onChoice: (allowed) => choose(allowed, 'banner'),
      })
    },
    methods: {
      accept: afterFirstRender(() => choose(true, 'script')),
      decline: afterFirstRender(() => choose(false, 'script')),
      open: afterFirstRender(() => {
        if (!config || config.forced || config.preview || asking) return
        asking = true
        requestRender()
        void takeFocus()
      }),
    },
    hostDisconnected() {
      closeModal()
      stopWatchingEditMode()
    },
  }
}
