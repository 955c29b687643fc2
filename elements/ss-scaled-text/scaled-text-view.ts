import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { CHANGE_DEBOUNCE_MS, fittedScale, MIN_FONT_SIZE_PX, RESIZE_DEBOUNCE_MS } from './fit-rules.ts'
import type { ScaledTextConfig, ScaledTextMethods } from './schema.ts'

const SCALE_PROPERTY = '--ss-scaled-text-scale'
const MINIMUM_ATTRIBUTE = 'data-minimum'
const FIT_PASSES = 3
const CLOSE_ENOUGH_PX = 0.5

/**
 * The scaled text's view: its light-DOM text, slotted into one line whose size it sets. lit-html is enough to
 * draw a slot, and the element stays small enough for any page. It fits when it first draws, when the page's
 * fonts are ready, 100 ms after the box's width changed, and 10 ms after the text or the line's own width did
 * (a font that arrives late changes it; WebKit fires no font loading events to hear that by).
 */
export function scaledTextView(host: ElementHost<ScaledTextMethods>): LitView<ScaledTextConfig, ScaledTextMethods> {
  const element = host.element
  const browserFits = CSS.supports('text-grow', 'consistent')
  let connected = true
  /** The box's width and the line's width at the last fit: a change of either asks for another. */
  let fittedWidth: number | undefined
  let fittedTextWidth: number | undefined
  let watchedLine: HTMLElement | undefined

  const fit = () => {
    const line = element.shadowRoot?.querySelector<HTMLElement>('[part~=text]')
    const base = line?.parentElement
    if (!connected || browserFits || !line || !base) return
    if (watchedLine !== line) resizeObserver.observe((watchedLine = line))
    element.removeAttribute(MINIMUM_ATTRIBUTE)
    const inheritedFontSize = parseFloat(getComputedStyle(element).fontSize)
    fittedWidth = base.getBoundingClientRect().width
    let scale: number | undefined
    // Text widths are nearly, not exactly, proportional to the font size (hinting; WebKit keeps glyph widths of
    // whole pixel sizes): after the first fit, further looks only shrink a line that overflows.
    for (let pass = 0; pass < FIT_PASSES; pass++) {
      const textWidth = line.getBoundingClientRect().width
      if (pass > 0 && textWidth <= fittedWidth + CLOSE_ENOUGH_PX) break
      scale = fittedScale({ textWidth, fontSize: parseFloat(getComputedStyle(line).fontSize), available: fittedWidth, inheritedFontSize })
      if (scale === undefined) break
      element.style.setProperty(SCALE_PROPERTY, String(Math.floor(scale * 1000) / 1000))
    }
    element.toggleAttribute(MINIMUM_ATTRIBUTE, scale !== undefined && scale * inheritedFontSize < MIN_FONT_SIZE_PX)
    fittedTextWidth = line.getBoundingClientRect().width
  }
  const fitAfterChange = debounce(fit, CHANGE_DEBOUNCE_MS)
  const fitAfterResize = debounce(fit, RESIZE_DEBOUNCE_MS)

  const resizeObserver = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      // The element's height follows the text: only a new width of the box is a resize.
      if (target === element && contentRect.width !== fittedWidth) fitAfterResize.schedule()
      // The line changes width on its own when a font arrives or a style changes its text.
      if (target === watchedLine && Math.abs(contentRect.width - (fittedTextWidth ?? 0)) >= CLOSE_ENOUGH_PX) fitAfterChange.schedule()
    }
  })
  resizeObserver.observe(element)
  const textObserver = new MutationObserver(fitAfterChange.schedule)
  textObserver.observe(element, { childList: true, characterData: true, subtree: true })
  void document.fonts.ready.then(fit)

  let drawn = false
  return {
    render() {
      if (!drawn) queueMicrotask(fit)
      drawn = true
      return html`<div part="base"><span part="text"><slot></slot></span></div>`
    },
    methods: { fit },
    disconnect() {
      connected = false
      fitAfterChange.cancel()
      fitAfterResize.cancel()
      resizeObserver.disconnect()
      textObserver.disconnect()
      element.style.removeProperty(SCALE_PROPERTY)
      element.removeAttribute(MINIMUM_ATTRIBUTE)
    },
  }
}
