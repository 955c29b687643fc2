import { html, nothing, svg } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { debounce } from '../../core/timing/debounce.ts'
import { HighlightAnimation } from './highlight-animation.ts'
import { lineSlots, RESIZE_DEBOUNCE_MS, thicknessPx } from './highlight-timing.ts'
import { PROBE_TEXT_LENGTH, watchLayoutChanges } from './layout-watch.ts'
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
 * are measured again 10 ms after anything that may have moved them (`watchLayoutChanges`).
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
    const probe = root.querySelector('.font-probe > span')
    if (probe) watch.observeProbe(probe)
    paint()
  }
  const relayout = debounce(layout, RESIZE_DEBOUNCE_MS)

  const watch = watchLayoutChanges(element, () => relayout.schedule())

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
  const text = () =>
    html`<span part="text"><slot></slot></span><span class="font-probe" aria-hidden="true"><span>${element.textContent?.slice(0, PROBE_TEXT_LENGTH)}</span></span>`

  return {
    render(next) {
      config = next
      animation.configure(next)
      if (next !== laidOutConfig) queueMicrotask(layout)
      // Of two positioned boxes, the later one paints over the earlier: the order puts the drawing under or over the text.
      return next.isFront ? html`${text()}${drawing(next)}` : html`${drawing(next)}${text()}`
    },
    disconnect() {
      relayout.cancel()
      watch.stop()
      animation.disconnect()
    },
  }
}
