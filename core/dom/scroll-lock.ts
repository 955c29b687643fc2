let locks = 0
let unlock: (() => void) | undefined

/**
 * Stops the page from scrolling until every lock taken has been released, so that nested modals can each
 * take one. The page keeps its width: the gap the scrollbar leaves is padded. Returns the release function;
 * calling it again does nothing.
 */
export function lockPageScroll(): () => void {
  if (locks++ === 0) unlock = lock()
  let released = false
  return () => {
    if (released) return
    released = true
    if (--locks === 0) unlock?.()
  }
}

function lock(): () => void {
  const { documentElement: root, body } = document
  const previous = { overflow: root.style.overflow, paddingRight: body.style.paddingRight }
  // Measured before overflow is hidden: the scrollbar is gone afterwards.
  const gap = window.innerWidth - root.clientWidth
  if (gap > 0) body.style.paddingRight = `${parseFloat(getComputedStyle(body).paddingRight) + gap}px`
  root.style.overflow = 'hidden'
  return () => {
    root.style.overflow = previous.overflow
    body.style.paddingRight = previous.paddingRight
  }
}
