import { useEffect, useRef, useState } from 'react'
import { debounce } from '../../../core/timing/debounce.ts'

/** How long scrolling must have stopped before the place it stopped at counts. */
const SCROLL_SETTLE_MS = 120

/** `onScroll` for a scroller, calling `onSettled` once scrolling has stopped; the pending call is dropped on unmount. */
export function useScrollSettled(onSettled: () => void): () => void {
  const latest = useRef(onSettled)
  latest.current = onSettled
  const [settle] = useState(() => debounce(() => latest.current(), SCROLL_SETTLE_MS))
  useEffect(() => () => settle.cancel(), [settle])
  return settle.schedule
}
