import type { ElementController } from '../../core/element/controller.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { clearFit, CLOSE_ENOUGH_PX, fitLine, type FittedWidths } from './fit-line.ts'
import { CHANGE_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS } from './fit-rules.ts'

/**
 * Keeps the line fitted: when it connects, when the page's fonts are ready, 100 ms after the box's width changed,
 * and 10 ms after the text or the line's own width did (a font that arrives late changes it; WebKit fires no
 * font loading events to hear that by). Where the browser fits text itself (`text-grow`), it does nothing.
 */
export class FitController implements ElementController {
  readonly #element: HTMLElement
  /** The line of text, in the shadow root; its parent is the box it fills. */
  readonly #line: { readonly current: HTMLElement | null }
  #browserFits = false
  #connected = false
  #fitted: FittedWidths | undefined
  readonly #fitAfterChange = debounce(() => this.fit(), CHANGE_DEBOUNCE_MS)
  readonly #fitAfterResize = debounce(() => this.fit(), RESIZE_DEBOUNCE_MS)
  /** Made on the first connection, in the browser: a server render of the view makes the controller only. */
  #resizeObserver: ResizeObserver | undefined
  #textObserver: MutationObserver | undefined

  constructor(element: HTMLElement, line: { readonly current: HTMLElement | null }) {
    this.#element = element
    this.#line = line
  }

  hostConnected(): void {
    this.#connected = true
    this.#browserFits = CSS.supports('text-grow', 'consistent')
    this.#resizeObserver ??= new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        // The element's height follows the text: only a new width of the box is a resize.
        if (target === this.#element && contentRect.width !== this.#fitted?.box) this.#fitAfterResize.schedule()
        // The line changes width on its own when a font arrives or a style changes its text.
        if (target === this.#line.current && Math.abs(contentRect.width - (this.#fitted?.line ?? 0)) >= CLOSE_ENOUGH_PX) this.#fitAfterChange.schedule()
      }
    })
    this.#textObserver ??= new MutationObserver(() => this.#fitAfterChange.schedule())
    this.#resizeObserver.observe(this.#element)
    if (this.#line.current && !this.#browserFits) this.#resizeObserver.observe(this.#line.current)
    this.#textObserver.observe(this.#element, { childList: true, characterData: true, subtree: true })
    void document.fonts.ready.then(this.fit)
    this.fit()
  }

  hostDisconnected(): void {
    this.#connected = false
    this.#fitted = undefined
    this.#fitAfterChange.cancel()
    this.#fitAfterResize.cancel()
    this.#resizeObserver?.disconnect()
    this.#textObserver?.disconnect()
    clearFit(this.#element)
  }

  /** Fits the line to its box now. */
  fit = (): void => {
    const line = this.#line.current
    const box = line?.parentElement
    if (!this.#connected || this.#browserFits || !line || !box) return
    this.#fitted = fitLine(this.#element, line, box)
  }
}
