import { html, nothing } from 'lit-html'
import { whenThirdPartyIsDue } from '../../core/consent/third-party-due.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { reservationLayout, type ReservationLayout } from './layout.ts'
import { isPreview, showPreviewAlert } from './preview-alert.ts'
import type { ReservationConfig } from './schema.ts'
import { drawWidget, reservationScriptSource } from './widget-script.ts'

/** How near the viewport the block starts loading its widget, so that it is ready when the visitor gets there. */
const LOAD_MARGIN = '200px'

type WidgetState = 'link' | 'loading' | 'ready'

interface DrawnWidget {
  source: string
  container: HTMLElement
  abort: AbortController
}

/**
 * The reservation block's view. The widget script writes the widget beside itself in the page's document,
 * so it goes into a light-DOM container of the block (slot `widget`); the shadow root shows either that or the
 * author's fallback link. So it is drawn with lit-html: React would only wrap two slots.
 */
export function reservationView(host: ElementHost<object>, requestRender: () => void): LitView<ReservationConfig> {
  const element = host.element
  let layout: ReservationLayout | undefined
  let due = false
  let failed = false
  let state: WidgetState = 'link'
  let drawn: DrawnWidget | undefined
  let brand = ''
  let stopWaiting: (() => void) | undefined
  let frame = 0

  const widthObserver = new ResizeObserver(([entry]) => {
    const next = entry && reservationLayout(entry.contentRect.width, layout)
    if (next && next !== layout) {
      layout = next
      // Drawn in the next frame: a widget drawn in the observer's callback would resize what it observes.
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(requestRender)
    }
  })
  widthObserver.observe(element)

  // The host's click, in the capturing phase: the fallback link's and the preview guard's alike.
  const previewOnly = (event: Event) => {
    if (!isPreview()) return
    event.preventDefault()
    void showPreviewAlert(brand)
  }
  element.addEventListener('click', previewOnly, { capture: true })

  const removeWidget = () => {
    drawn?.abort.abort()
    drawn?.container.remove()
    drawn = undefined
  }

  function showWidget(source: string) {
    removeWidget()
    const container = element.appendChild(document.createElement('div'))
    container.slot = 'widget'
    container.inert = isPreview()
    const widget: DrawnWidget = { source, container, abort: new AbortController() }
    drawn = widget
    state = 'loading'
    drawWidget(container, source, widget.abort.signal).then(
      () => {
        state = 'ready'
        requestRender()
      },
      (error: Error) => {
        if (widget.abort.signal.aborted) return
        console.warn(`ss-reservation: ${error.message} The block keeps its link.`)
        failed = true
        state = 'link'
        removeWidget()
        requestRender()
      },
    )
  }

  return {
    render(config) {
      brand = config.brand
      const { restaurantId } = config
      if (restaurantId) {
        stopWaiting ??= whenThirdPartyIsDue(element, () => {
          due = true
          requestRender()
        }, { rootMargin: LOAD_MARGIN, tracks: true })
      }
      if (due && layout && restaurantId && !failed) {
        const language = config.language ?? (document.documentElement.lang || 'en-US')
        const source = reservationScriptSource(restaurantId, layout, language)
        if (drawn?.source !== source) showWidget(source)
      } else if (!restaurantId && drawn) {
        removeWidget()
        state = 'link'
      }
      const ready = state === 'ready'
      return html`<div part="base" data-layout=${layout ?? nothing} data-state=${state}>
        <slot ?hidden=${ready}></slot>
        <slot name="widget" ?hidden=${!ready}></slot>
        ${ready && isPreview()
          ? html`<button part="preview-guard" type="button" aria-label="Preview only"></button>`
          : nothing}
      </div>`
    },
    disconnect() {
      stopWaiting?.()
      widthObserver.disconnect()
      cancelAnimationFrame(frame)
      element.removeEventListener('click', previewOnly, { capture: true })
      removeWidget()
    },
  }
}
