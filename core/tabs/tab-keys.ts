const moves: Record<string, (current: number, count: number) => number> = {
  next: (current, count) => (current + 1) % count,
  previous: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The tab a key moves focus to in a horizontal row of `count` tabs (WAI-ARIA tabs pattern), or undefined for
 * any other key. Left and right wrap around, and swap sides when the row reads right to left.
 */
export function tabIndexForKey(key: string, current: number, count: number, rightToLeft: boolean): number | undefined {
  if (count <= 0) return undefined
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight'
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft'
  const move = key === forward ? moves.next : key === backward ? moves.previous : moves[key]
  return move?.(current, count)
}
