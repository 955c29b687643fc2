import { useRef, useSyncExternalStore, type RefObject } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import type { DrawingLayout } from './drawing-layout.ts'
import { PROBE_TEXT_LENGTH } from './layout-watch.ts'
import type { TextHighlightConfig } from './schema.ts'
import { useDrawingLayout } from './use-drawing-layout.ts'
import { useHighlightAnimation } from './use-highlight-animation.ts'

const TEXT_CHANGES: MutationObserverInit = { childList: true, characterData: true, subtree: true }
const probeTextOf = (element: Element) => element.textContent?.slice(0, PROBE_TEXT_LENGTH) ?? ''

/**
 * `<ss-text-highlight>`: the light-DOM text, slotted, and an SVG drawing with one shape per line box of the
 * text, placed from the element's own top left corner so that nothing around it can move it.
 */
export function TextHighlight({ config, host }: ElementProps<TextHighlightConfig>) {
  const element = host.element
  const drawingRef = useRef<SVGSVGElement>(null)
  const probeRef = useRef<HTMLSpanElement>(null)
  const layout = useDrawingLayout(element, config, drawingRef, probeRef)
  useHighlightAnimation(element, drawingRef, layout, config)
  const drawing = <Drawing layout={layout} config={config} drawingRef={drawingRef} />
  // Of two positioned boxes, the later one paints over the earlier: the drawing goes before the text (under it)
  // or after it (over it). Each place is its own child, so that turning isFront on or off draws a new SVG in the
  // other place and never moves a node: Preact moving the text and its slot left Chromium painting the drawing
  // over the text.
  return (
    <>
      {!config.isFront && drawing}
      <Text element={element} probeRef={probeRef} />
      {config.isFront && drawing}
    </>
  )
}

const unchanging = () => () => {}

/**
 * `color` where the browser knows it as a colour, else the text's colour. A server render cannot ask, and draws
 * the text's colour: its drawing has no line yet, which only the browser can measure.
 */
const useStrokeColor = (color: string) =>
  useSyncExternalStore(unchanging, () => (CSS.supports('color', color) ? color : 'currentColor'), () => 'currentColor')

/** The SVG: a group of strokes for each line, hidden from assistive technology. */
function Drawing({ layout, config, drawingRef }: { layout: DrawingLayout; config: TextHighlightConfig; drawingRef: RefObject<SVGSVGElement | null> }) {
  return (
    <svg
      ref={drawingRef}
      part="drawing"
      aria-hidden="true"
      width={layout.width}
      height={layout.height}
      fill="none"
      stroke={useStrokeColor(config.color)}
      strokeWidth={layout.strokeWidth}
      strokeLinecap={config.linecap}
      opacity={config.opacity}
      data-blend={config.blend}
    >
      {layout.lines.map(({ drawing: { strokes, strokeWidth } }, line) => (
        <g key={line} part="line">
          {strokes.map((stroke, index) => (
            <path key={index} d={stroke} strokeWidth={strokeWidth} strokeLinecap={strokeWidth ? 'butt' : undefined} />
          ))}
        </g>
      ))}
    </svg>
  )
}

/**
 * The slotted text, and a copy of its start in the element's font, unseen, whose width tells of a font swap
 * (`watchLayoutChanges`).
 */
function Text({ element, probeRef }: { element: HTMLElement; probeRef: RefObject<HTMLSpanElement | null> }) {
  const probeText = useLightDom(element, probeTextOf, TEXT_CHANGES)
  return (
    <>
      <span part="text">
        <slot />
      </span>
      <span className="font-probe" aria-hidden="true">
        <span ref={probeRef}>{probeText}</span>
      </span>
    </>
  )
}
