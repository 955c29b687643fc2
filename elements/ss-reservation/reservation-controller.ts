import { whenThirdPartyIsDue } from '../../core/consent/third-party-due.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { Store } from '../../core/element/store.ts'
import { reservationLayout, type ReservationLayout } from './layout.ts'
import { isPreview } from './preview-alert.ts'
import type { ReservationConfig } from './schema.ts'
import { drawWidget, reservationScriptSource } from './widget-script.ts'

/** How near the viewport the block starts loading its widget, so that it is ready when the visitor gets there. */
const LOAD_MARGIN = '200px'

/** `link`: the fallback link shows; `loading`: the widget is being drawn behind it; `ready`: the widget shows. */
export type WidgetState = 'link' | 'loading' | 'ready'

/** What the view draws: the layout of both widgets (once measured) and the widget's state. */
export interface ReservationStatus {
  layout?: ReservationLayout
  state: WidgetState
}

interface DrawnWidget {
  source: string
  container: HTMLElement
  abort: AbortController
}

/**
 * The booking widget of one block. The widget script writes the widget beside itself in the page's document, so
 * it goes into a light-DOM container of the block (slot `widget`), which this controller adds once the widget is
 * due and the block's width measured, draws again when the reservation widget's theme changes, and takes out
 * when the block leaves the page or the widget fails. The view draws its `status`.
 */
export class ReservationController implements ElementController {
  #element: HTMLElement
  #config: ReservationConfig
  /** The layout, and whether the link, the loading widget or the widget shows. */
  readonly status = new Store<ReservationStatus>({ state: 'link' })
  #widthObserver: ResizeObserver | undefined
  #frame = 0
  #stopWaiting: (() => void) | undefined
  #due = false
  #failed = false
  #drawn: DrawnWidget | undefined

  constructor(element: HTMLElement, config: ReservationConfig) {
    this.#element = element
    this.#config = config
  }

  hostConnected(): void {
    this.#widthObserver = new ResizeObserver(([entry]) => {
      if (!entry) return
      const layout = reservationLayout(entry.contentRect.width)
      const { layout: shown } = this.status.get()
      if (shown?.theme === layout.theme && shown.direction === layout.direction) return
      // Applied in the next frame: a widget drawn in the observer's callback would resize what it observes.
      cancelAnimationFrame(this.#frame)
      this.#frame = requestAnimationFrame(() => {
        this.#setStatus({ layout })
        this.#update()
      })
    })
    this.#widthObserver.observe(this.#element)
    this.#update()
  }

  hostDisconnected(): void {
    this.#stopWaiting?.()
    this.#stopWaiting = undefined
    this.#widthObserver?.disconnect()
    cancelAnimationFrame(this.#frame)
    this.#removeWidget()
    // Put on the page again, the block starts afresh, a failed widget included.
    this.#due = false
    this.#failed = false
    this.#setStatus({ state: 'link', layout: undefined })
  }

  /** Takes the configuration of each render; the same one again changes nothing. */
  configure(config: ReservationConfig): void {
    if (config === this.#config) return
    this.#config = config
    this.#update()
  }

  /** Waits for the widget to be due, then draws the widget the configuration and the layout ask for. */
  #update(): void {
    const { restaurantId, language } = this.#config
    const { layout } = this.status.get()
    if (restaurantId) {
      this.#stopWaiting ??= whenThirdPartyIsDue(
        this.#element,
        () => {
          this.#due = true
          this.#update()
        },
        { rootMargin: LOAD_MARGIN, tracks: true },
      )
    }
    if (this.#due && layout && restaurantId && !this.#failed) {
      const source = reservationScriptSource(restaurantId, layout.theme, language ?? (document.documentElement.lang || 'en-US'))
      if (this.#drawn?.source !== source) this.#showWidget(source)
    } else if (!restaurantId && this.#drawn) {
      this.#removeWidget()
      this.#setStatus({ state: 'link' })
    }
  }

  #showWidget(source: string): void {
    this.#removeWidget()
    const container = this.#element.appendChild(document.createElement('div'))
    container.slot = 'widget'
    container.inert = isPreview()
    const widget: DrawnWidget = { source, container, abort: new AbortController() }
    this.#drawn = widget
    this.#setStatus({ state: 'loading' })
    drawWidget(container, source, widget.abort.signal).then(
      () => this.#setStatus({ state: 'ready' }),
      (error: Error) => {
        if (widget.abort.signal.aborted) return
        console.warn(`ss-reservation: ${error.message} The block keeps its link.`)
        this.#failed = true
        this.#removeWidget()
        this.#setStatus({ state: 'link' })
      },
    )
  }

  #removeWidget(): void {
    this.#drawn?.abort.abort()
    this.#drawn?.container.remove()
    this.#drawn = undefined
  }

  #setStatus(changes: Partial<ReservationStatus>): void {
    this.status.set({ ...this.status.get(), ...changes })
  }
}
