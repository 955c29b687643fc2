import { fitLine } from './fit-line.ts'
import { MIN_FONT_SIZE_PX } from './fit-rules.ts'

const PENDING_SCALE = '--ss-scaled-text-pending-scale'

/** The text on one line at the custom property `scale` times the inherited size, never under 11 px (`styles.ts`). */
export const textLine = (scale: string) => /* css */ `
  display: inline-block;
  white-space: nowrap;
  font-size: max(${MIN_FONT_SIZE_PX}px, calc(var(${scale}, 1) * 1em));
`

/** Where the browser fits text itself (`text-grow`), it does, with the same floor. */
export const BROWSER_FITTED_LINE = /* css */ `
  display: block;
  font-size: 1em;
  text-grow: consistent scale;
  text-shrink: consistent scale ${MIN_FONT_SIZE_PX}px;
`

/**
 * While the text's code loads, it sits on the line the view will draw, fitted as the view's first fit will fit
 * it, so that nothing moves when it draws. Where the browser fits text itself, it does so already.
 */
export const scaledTextPendingStyles = /* css */ `
  slot {
    ${textLine(PENDING_SCALE)}
    white-space: var(--ss-scaled-text-pending-white-space, nowrap);
  }
  @supports (text-grow: consistent) {
    slot {
      ${BROWSER_FITTED_LINE}
    }
  }
`

/**
 * The scale the view's first fit will give the text, found as the view finds it, on the pending line, against
 * the box's content width. Under the 11 px floor the text wraps, as the view lets it. The line is measured
 * when the element connects, as the view measures it when it draws.
 */
export function scaledTextPendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  const line = element.shadowRoot?.querySelector('slot')
  if (!line || CSS.supports('text-grow', 'consistent')) return {}
  const box = getComputedStyle(element)
  const inheritedFontSize = parseFloat(box.fontSize)
  const insets = [box.paddingLeft, box.paddingRight, box.borderLeftWidth, box.borderRightWidth].map(parseFloat)
  const available = element.getBoundingClientRect().width - insets.reduce((sum, inset) => sum + inset, 0)
  const fit = () => fitLine(line, available, inheritedFontSize, (fitted) => element.style.setProperty(PENDING_SCALE, String(fitted)))
  // The view fits twice as it starts, when it draws and when the page's fonts are ready, the second time from
  // the first's size: where glyph widths are not proportional to the size (WebKit), that ends a little smaller.
  fit()
  const scale = fit()
  if (scale === undefined) return {}
  return {
    [PENDING_SCALE]: String(scale),
    ...(scale * inheritedFontSize < MIN_FONT_SIZE_PX && { '--ss-scaled-text-pending-white-space': 'normal' }),
  }
}
