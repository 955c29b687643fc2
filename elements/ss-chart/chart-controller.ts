import type { Chart } from 'chart.js'
import { onReducedMotionChange, prefersReducedMotion } from '../../core/dom/reduced-motion.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { Store } from '../../core/element/store.ts'
import { chartConfiguration, type ChartLook } from './chart-configuration.ts'
import type { ChartData } from './chart-data.ts'
import { loadChartKind } from './kinds/index.ts'
import type { ChartKind } from './schema.ts'

/** How near the viewport the chart must come before Chart.js loads. */
export const LOAD_MARGIN = '200px'
/** How many series colours the element declares (`--ss-chart-color-1` to `-6`). */
export const SERIES_COLOR_COUNT = 6

/** `waiting`: the canvas is named and sized, Chart.js not drawn yet; `drawn`; `failed`: Chart.js did not load or draw. */
export type ChartState = 'waiting' | 'drawn' | 'failed'

/** The element's custom properties and the canvas's inherited text colour and font, as Chart.js takes them. */
function readLook(host: HTMLElement, canvas: HTMLCanvasElement): ChartLook {
  const hostStyle = getComputedStyle(host)
  const canvasStyle = getComputedStyle(canvas)
  const series = Array.from({ length: SERIES_COLOR_COUNT }, (_, index) =>
    hostStyle.getPropertyValue(`--ss-chart-color-${index + 1}`).trim(),
  ).filter(Boolean)
  return {
    colors: { series, text: canvasStyle.color, grid: hostStyle.getPropertyValue('--ss-chart-grid-color').trim() },
    fontFamily: canvasStyle.fontFamily,
    animate: !prefersReducedMotion(),
  }
}

/**
 * Draws one chart on the view's canvas with Chart.js, loaded when the element first nears the viewport, and draws
 * it again when the data, the kind or the visitor's motion preference changes. The view draws its `state`.
 */
export class ChartController implements ElementController {
  /** The canvas the chart is drawn on: the view renders it and passes it back through this ref. */
  readonly canvas: { current: HTMLCanvasElement | null } = { current: null }
  #element: HTMLElement
  /** Whether the chart waits for the viewport, is drawn, or failed (the table then shows). */
  readonly state = new Store<ChartState>('waiting')
  #observer: IntersectionObserver | undefined
  #stopWatchingMotion = () => {}
  #chart: Chart | undefined
  #wanted: { kind: ChartKind; data: ChartData } | undefined
  #wantedKey = ''
  #near = false
  #drawing = 0

  constructor(element: HTMLElement) {
    this.#element = element
  }

  hostConnected(): void {
    this.#observer = new IntersectionObserver((entries) => this.#onIntersection(entries), { rootMargin: LOAD_MARGIN })
    this.#observer.observe(this.#element)
    this.#stopWatchingMotion = onReducedMotionChange(() => void this.#draw())
  }

  hostDisconnected(): void {
    // A drawing under way when the view left draws nothing; connected again, the chart waits for the viewport.
    this.#drawing++
    this.#near = false
    this.state.set('waiting')
    this.#observer?.disconnect()
    this.#stopWatchingMotion()
    this.#chart?.destroy()
    this.#chart = undefined
  }

  /** Takes the chart of each render; the same chart again draws nothing. */
  show(kind: ChartKind, data: ChartData): void {
    const key = JSON.stringify([kind, data])
    if (key === this.#wantedKey) return
    this.#wantedKey = key
    this.#wanted = { kind, data }
    void this.#draw()
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    if (!entries.some((entry) => entry.isIntersecting)) return
    this.#observer!.disconnect()
    this.#near = true
    void this.#draw()
  }

  async #draw(): Promise<void> {
    if (!this.#near || !this.#wanted) return
    const drawing = ++this.#drawing
    const current = () => drawing === this.#drawing
    const { kind, data } = this.#wanted
    try {
      const { Chart } = await loadChartKind[kind]()
      if (!current()) return
      const canvas = this.canvas.current!
      this.#chart?.destroy()
      this.#chart = new Chart(canvas, chartConfiguration(kind, data, readLook(this.#element, canvas)))
      this.state.set('drawn')
    } catch (error) {
      if (!current()) return
      console.error(`ss-elements: <ss-chart> could not draw the chart, so its table shows instead: ${String(error)}`)
      this.state.set('failed')
    }
  }

}
