const QUERY = '(prefers-reduced-motion: reduce)'

/** Whether the visitor asked for less motion: then nothing should animate. Asked of `matchMedia` on each call. */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.(QUERY).matches ?? false
}

let list: MediaQueryList | undefined
const listeners = new Set<(reduced: boolean) => void>()
const notify = (event: MediaQueryListEvent) => listeners.forEach((listener) => listener(event.matches))

/**
 * Calls `listener` with the new answer each time the visitor's preference changes. Every subscriber shares one
 * `MediaQueryList`, watched only while someone listens. Returns the function that unsubscribes.
 */
export function onReducedMotionChange(listener: (reduced: boolean) => void): () => void {
  if (!list) {
    list = globalThis.matchMedia?.(QUERY)
    list?.addEventListener('change', notify)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0 || !list) return
    list.removeEventListener('change', notify)
    list = undefined
  }
}
