import type { Thickness } from './schema.ts'

/** Milliseconds between the text coming into view and the drawing starting. */
export const START_DELAY_MS = 250
/** A line never takes less than this share of the duration to come in, however short it is. */
export const MIN_TWEEN_FACTOR = 0.2
/** Milliseconds after the element arrives during which the end of a transition around it lays it out again. */
export const TRANSITION_WATCH_MS = 2000
/** Milliseconds of calm after a resize, a font load or a content change before the lines are measured again. */
export const RESIZE_DEBOUNCE_MS = 10

/** When each line comes in, in ms from the start: one after another, each as long as its width asks. */
export interface LineSlot {
  start: number
  duration: number
}

/**
 * The lines come in one after another. The widest takes the whole `durationMs`; a narrower one takes the
 * share of it that its width is of the widest, but never less than `MIN_TWEEN_FACTOR` of it.
 */
export function lineSlots(widths: number[], durationMs: number): LineSlot[] {
  const widest = Math.max(0, ...widths)
  let start = 0
  return widths.map((width) => {
    const duration = durationMs * Math.max(MIN_TWEEN_FACTOR, widest > 0 ? width / widest : 1)
    const slot = { start, duration }
    start += duration
    return slot
  })
}

/** How far along its slot a line is, 0 to 1, `elapsed` ms after the start. */
export function slotProgress(slot: LineSlot, elapsed: number): number {
  if (slot.duration <= 0) return elapsed >= slot.start ? 1 : 0
  return Math.min(1, Math.max(0, (elapsed - slot.start) / slot.duration))
}

/** Sizes for converting a thickness to px. */
export interface FontSizes {
  text: number
  root: number
}

/** A thickness in px: `em` is of the text's font size (or `fontSize`), `rem` of the root's. */
export function thicknessPx(thickness: Thickness, sizes: FontSizes): number {
  const { value, unit } =
    typeof thickness === 'string'
      ? { value: parseFloat(thickness), unit: /(px|em|rem)\s*$/.exec(thickness)![1] as 'px' | 'em' | 'rem' }
      : thickness
  return unit === 'px' ? value : value * (unit === 'em' ? sizes.text : sizes.root)
}
