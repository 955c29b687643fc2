import type { ElementController } from '../../core/element/controller.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { checkFit, clearFit } from './fit-line.ts'
import { CHANGE_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS } from './fit-rules.ts'

/**
 * Checks the stylesheet's fit (which follows every change by itself): when it connects, when the page's fonts are
 * ready, 100 ms after the box's width changed, and 10 ms after the text or the line's own width did (a font that
 * arrives late changes it; WebKit fires no font loading events to hear that by). Where the browser fits text
 * itself (`text-grow`), it does nothing.
 */
export class FitController implements ElementController {
  readonly #element: HTMLElement
  /** The line of text, in the shadow root; the box it fills is the shadow root's first element. */
  readonly #line: { readonly current: HTMLElement | null }
  #browserFits = false
  #connected = false
  #checkedBox: number | undefined
  readonly #checkAfterChange = debounce(() => this.fit(), CHANGE_DEBOUNCE_MS)
  readonly #checkAfterResize = debounce(() => this.fit(), RESIZE_DEBOUNCE_MS)
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
    if (this.#browserFits) return
    this.#resizeObserver ??= new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        // The element's height follows the text: only a new width of the box is a resize.
        if (target === this.#element && contentRect.width !== this.#checkedBox) this.#checkAfterResize.schedule()
        if (target === this.#line.current) this.#checkAfterChange.schedule()
      }
    })
    this.#textObserver ??= new MutationObserver(() => this.#checkAfterChange.schedule())
    this.#resizeObserver.observe(this.#element)
    if (this.#line.current) this.#resizeObserver.observe(this.#line.current)
    this.#textObserver.observe(this.#element, { childList: true, characterData: true, subtree: true })
    void document.fonts.ready.then(this.fit)
    this.fit()
  }

  hostDisconnected(): void {
    this.#connected = false
    this.#checkedBox = undefined
    this.#checkAfterChange.cancel()
    this.#checkAfterResize.cancel()
    this.#resizeObserver?.disconnect()
    this.#textObserver?.disconnect()
    clearFit(this.#element)
  }

  /** Checks the fit of the line to its box now, and corrects it if need be. */
  fit = (): void => {
    const line = this.#line.current
    const box = this.#element.shadowRoot?.querySelector<HTMLElement>('[part~=base]')
    if (!this.#connected || this.#browserFits || !line || !box) return
    this.#checkedBox = checkFit(this.#element, line, box)
  }
}
