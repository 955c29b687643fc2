/** `index` as a slide position: whole, negative values counted from the end, taken modulo `count`. */
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return ((Math.trunc(index) % count) + count) % count
}

export type Edge = 'beginning' | 'end'

export interface Step {
  index: number
  /** Set when the step ran into an end without loop: the index stays, `ss-reached-<edge>` fires. */
  reached?: Edge
}

/** Moving `delta` positions from `current`: wrapping with loop, otherwise stopping at the ends. */
export function stepIndex(current: number, delta: number, count: number, loop: boolean): Step {
  const target = current + delta
  if (loop || (target >= 0 && target < count)) return { index: normalizeIndex(target, count) }
  return { index: current, reached: target < 0 ? 'beginning' : 'end' }
}

/** Which controls are disabled: none with loop, else previous on the first position and next on the last. */
export function edgeState(index: number, count: number, loop: boolean): { atBeginning: boolean; atEnd: boolean } {
  return { atBeginning: !loop && index <= 0, atEnd: !loop && index >= count - 1 }
}
