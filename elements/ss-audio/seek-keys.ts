/** Seconds an arrow key moves the playhead; Page Up and Page Down move it six times as far. */
export const SEEK_STEP = 5
const PAGE_STEP = SEEK_STEP * 6

const KEY_MOVES = new Map<string, number>([
  ['ArrowLeft', -SEEK_STEP],
  ['ArrowDown', -SEEK_STEP],
  ['ArrowRight', SEEK_STEP],
  ['ArrowUp', SEEK_STEP],
  ['PageDown', -PAGE_STEP],
  ['PageUp', PAGE_STEP],
  ['Home', -Infinity],
  ['End', Infinity],
])

/** The new playhead for a key pressed on the seek slider; undefined for keys the slider does not take. */
export function seekTarget(key: string, current: number, duration: number): number | undefined {
  const move = KEY_MOVES.get(key)
  return move === undefined ? undefined : Math.min(Math.max(current + move, 0), duration)
}
