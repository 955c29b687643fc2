/** The tooltip's width in pixels, at most. */
export const TOOLTIP_WIDTH = 250
/** How far right of and below the pointer a hover tooltip appears. */
export const MOUSE_OFFSET = 15
/** The least space kept between the tooltip and the edges of the viewport. */
export const EDGE_MARGIN = 20
/** The space between the described element and a tooltip shown for keyboard focus. */
export const ANCHOR_GAP = 8

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

type Size = Pick<Rect, 'width' | 'height'>

/**
 * Where the tooltip's top-left corner goes: `offset` right of the target's left edge and below its bottom
 * edge, or above its top edge when it does not fit below and does fit above; then moved inside the viewport,
 * `EDGE_MARGIN` from every edge where the viewport has room for that.
 */
export function tooltipPosition(target: Rect, offset: { x: number; y: number }, tooltip: Size, viewport: Size) {
  const below = target.top + target.height + offset.y
  const above = target.top - offset.y - tooltip.height
  const fitsBelow = below + tooltip.height <= viewport.height - EDGE_MARGIN
  const top = !fitsBelow && above >= EDGE_MARGIN ? above : below
  return {
    left: clamp(target.left + offset.x, EDGE_MARGIN, viewport.width - EDGE_MARGIN - tooltip.width),
    top: clamp(top, EDGE_MARGIN, viewport.height - EDGE_MARGIN - tooltip.height),
  }
}

/** `value` within `[min, max]`; `min` wins when the range is empty (a tooltip wider than the viewport's room). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max))
}
