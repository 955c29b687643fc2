import { html, nothing, svg } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { HighlightAnimation } from './highlight-animation.ts'
import { lineSlots, RESIZE_DEBOUNCE_MS, thicknessPx, TRANSITION_WATCH_MS } from './highlight-timing.ts'
import { lineBoxes, screenScale } from './line-boxes.ts'
import { paintProgress } from './paint-progress.ts'
import type { TextHighlightConfig } from './schema.ts'
import { type Box, type Drawing, drawShape, shapeBox } from './shapes.ts'

/** A line of the drawing: the text's line box, the box its shape is drawn in, and the shape's strokes. */
interface DrawnLine {
  line: Box
  box: Box
  drawing: Drawing
}

/**
 * The text highlight's view: the light-DOM text, slotted, and an SVG drawing with one shape per line box of
 * the text, placed from the element's own top left corner so that nothing around it can move it. The lines
 * are measured again 10 ms after the element or its container resized, its text changed, a font loaded or,
 * in its first 2 s, a transition around it ended.
 */
export function textHighlightView(host: ElementHost<object>, requestRender: () => void): LitView<TextHighlightConfig> {
  const element = host.element
  const root = element.shadowRoot!
  let config: TextHighlightConfig | undefined
  let laidOutConfig: TextHighlightConfig | undefined
  let lines: DrawnLine[] = []
  let strokeWidth = 0
  let size = { width: 0, height: 0 }
  const lengths = new Map<string, number>()

  const slots = () => lineSlots(lines.map(({ line }) => line.width), (config?.duration ?? 0) * 1000)
  const paint = () => {
    if (!config) return
    const groups = Array.from(root.querySelectorAll<SVGGElement>('[part~=line]'))
    paintProgress(groups, lines.map(({ box }) => box), animation.progress(slots()), config, lengths)
  }
  const animation = new HighlightAnimation(element, paint, () => slots().reduce((total, slot) => total + slot.duration, 0))

  const layout = () => {
    const drawingElement = root.querySelector('[part~=drawing]')
    if (!config || !drawingElement) return
    relayout.cancel()
    laidOutConfig = config
    const origin = drawingElement.getBoundingClientRect()
    const { shape, thickness, fontSize } = config
    lines = lineBoxes(element, { x: origin.left, y: origin.top, scale: screenScale(element) }).map((line, index) => {
      const box = shapeBox(shape, line)
      return { line, box, drawing: drawShape(shape, box, index + 1) }
    })
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize)
    strokeWidth = thicknessPx(thickness, { text: fontSize ?? parseFloat(getComputedStyle(element).fontSize), root: rootFontSize })
    size = {
      width: Math.max(0, ...lines.map(({ box }) => box.x + box.width)),
      height: Math.max(0, ...lines.map(({ box }) => box.y + box.height)),
    }
    lengths.clear()
    requestRender()
    paint()
  }
  const relayout = debounce(layout, RESIZE_DEBOUNCE_MS)

  // An inline element's own box is never observed to resize: its container's is.
  const resizeObserver = new ResizeObserver(() => relayout.schedule())
  resizeObserver.observe(element)
  if (element.parentElement) resizeObserver.observe(element.parentElement)
  const textObserver = new MutationObserver(() => relayout.schedule())
  textObserver.observe(element, { childList: true, characterData: true, subtree: true })
  const onFontsLoaded = () => relayout.schedule()
  document.fonts.addEventListener('loadingdone', onFontsLoaded)
  void document.fonts.ready.then(onFontsLoaded)
  // The page's entrances (a block fading and growing in, a section opening) move text without resizing the
  // element's container: for 2 s after it arrives, the end of a transition around it lays the lines out again.
  const onTransitionEnd = (event: Event) => {
    if (event.target instanceof Node && event.target !== element && event.target.contains(element)) relayout.schedule()
  }
  const stopTransitionWatch = () => document.removeEventListener('transitionend', onTransitionEnd)
  document.addEventListener('transitionend', onTransitionEnd)
  const transitionWatch = setTimeout(stopTransitionWatch, TRANSITION_WATCH_MS)

  const drawing = (current: TextHighlightConfig) => html`<svg
    part="drawing"
    aria-hidden="true"
    width=${size.width}
    height=${size.height}
    fill="none"
    stroke=${CSS.supports('color', current.color) ? current.color : 'currentColor'}
    stroke-width=${strokeWidth}
    stroke-linecap=${current.linecap}
    opacity=${current.opacity}
    data-blend=${current.blend}
  >
    ${lines.map(
      ({ drawing: { strokes, strokeWidth: ownWidth } }) =>
        svg`<g part="line">${strokes.map((stroke) => svg`<path d=${stroke} stroke-width=${ownWidth ?? nothing} stroke-linecap=${ownWidth ? 'butt' : nothing}></path>`)}</g>`,
    )}
  </svg>`
  const text = html`<span part="text"><slot></slot></span>`

  return {
    render(next) {
      config = next
      animation.configure(next)
      if (next !== laidOutConfig) queueMicrotask(layout)
      // Of two positioned boxes, the later one paints over the earlier: the order puts the drawing under or over the text.
      return next.isFront ? html`${text}${drawing(next)}` : html`${drawing(next)}${text}`
    },
    disconnect() {
      relayout.cancel()
      resizeObserver.disconnect()
      textObserver.disconnect()
      document.fonts.removeEventListener('loadingdone', onFontsLoaded)
      clearTimeout(transitionWatch)
      stopTransitionWatch()
      animation.disconnect()
    },
  }
}
