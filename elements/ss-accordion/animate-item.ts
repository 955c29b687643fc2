export const ANIMATION_MS = 250

/**
 * Opens or closes a `<details>` by animating its height between the summary alone and the whole item. The
 * item is open for the whole of an opening animation and closes at the end of a closing one, so its content
 * is visible while it slides.
 */
export function animateItem(details: HTMLDetailsElement, open: boolean, duration: number): Animation | undefined {
  if (duration <= 0 || typeof details.animate !== 'function') {
    details.open = open
    return undefined
  }
  const startHeight = details.getBoundingClientRect().height
  if (open) details.open = true
  const endHeight = open ? details.getBoundingClientRect().height : closedHeight(details)
  details.style.overflow = 'hidden'
  details.style.boxSizing = 'border-box'
  const animation = details.animate([{ height: `${startHeight}px` }, { height: `${endHeight}px` }], {
    duration,
    easing: 'ease-out',
  })
  const settle = () => {
    details.style.removeProperty('overflow')
    details.style.removeProperty('box-sizing')
    details.open = open
  }
  animation.finished.then(settle, settle)
  return animation
}

function closedHeight(details: HTMLDetailsElement): number {
  const summary = details.querySelector(':scope > summary')
  const style = getComputedStyle(details)
  const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
  const summaryHeight = summary ? outerHeight(summary) : 0
  return frame.reduce((sum, property) => sum + (parseFloat(style[property]) || 0), summaryHeight)
}

function outerHeight(element: Element): number {
  const style = getComputedStyle(element)
  return element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0)
}
