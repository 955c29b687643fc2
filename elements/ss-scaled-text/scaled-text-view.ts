import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { CHANGE_DEBOUNCE_MS, debounce, fittedScale, MIN_FONT_SIZE_PX, RESIZE_DEBOUNCE_MS } from './fit-rules.ts'
import type { ScaledTextConfig, ScaledTextMethods } from './schema.ts'

const SCALE_PROPERTY = '--ss-scaled-text-scale'
const MINIMUM_ATTRIBUTE = 'data-minimum'

/**
 * The scaled text's view: its light-DOM text, slotted into one line whose size it sets. lit-html is enough to
 * draw a slot, and the element stays small enough for any page. It fits when it first draws, when the page's
 * fonts are ready or another one loads, 100 ms after the box's width changed and 10 ms after the text did.
 */
export function scaledTextView(host: ElementHost<ScaledTextMethods>): LitView<ScaledTextConfig, ScaledTextMethods> {
  const element = host.element
  const browserFits = CSS.supports('text-grow', 'consistent')
  let connected = true
  let fittedWidth: number | undefined

  const fit = () => {
    const text = element.shadowRoot?.querySelector<HTMLElement>('[part~=text]')
    const base = text?.parentElement
    if (!connected || browserFits || !text || !base) return
    element.removeAttribute(MINIMUM_ATTRIBUTE)
    const inheritedFontSize = parseFloat(getComputedStyle(element).fontSize)
    fittedWidth = base.getBoundingClientRect().width
    const scale = fittedScale({
      textWidth: text.getBoundingClientRect().width,
      fontSize: parseFloat(getComputedStyle(text).fontSize),
      available: fittedWidth,
      inheritedFontSize,
    })
    if (scale === undefined) return
    element.style.setProperty(SCALE_PROPERTY, String(Math.floor(scale * 1000) / 1000))
    element.toggleAttribute(MINIMUM_ATTRIBUTE, scale * inheritedFontSize < MIN_FONT_SIZE_PX)
  }
  const fitAfterChange = debounce(fit, CHANGE_DEBOUNCE_MS)
  const fitAfterResize = debounce(fit, RESIZE_DEBOUNCE_MS)

  const resizeObserver = new ResizeObserver(([entry]) => {
    // The text's own growth changes the height only: only a width other than the one fitted asks for a fit.
    if (entry && entry.contentRect.width !== fittedWidth) fitAfterResize()
  })
  resizeObserver.observe(element)
  const textObserver = new MutationObserver(fitAfterChange)
  textObserver.observe(element, { childList: true, characterData: true, subtree: true })
  void document.fonts.ready.then(fit)
  document.fonts.addEventListener('loadingdone', fit)

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
      document.fonts.removeEventListener('loadingdone', fit)
      element.style.removeProperty(SCALE_PROPERTY)
      element.removeAttribute(MINIMUM_ATTRIBUTE)
    },
  }
}
