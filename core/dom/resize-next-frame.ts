/**
 * Calls `onResize` with `element`'s latest size entry on the frame after it changes size, and returns a function
 * that stops watching. Not in the observer's own callback: a change made there that resizes what is observed
 * (a redraw, a class) is a ResizeObserver loop, which the browser reports as an error.
 */
export function observeResizeNextFrame(element: Element, onResize: (entry: ResizeObserverEntry) => void): () => void {
  let frame = 0
  const observer = new ResizeObserver((entries) => {
    const entry = entries.at(-1)
    if (!entry) return
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => onResize(entry))
  })
  observer.observe(element)
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
  }
}
