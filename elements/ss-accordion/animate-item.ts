import { showPanel, type AccordionItem } from './accordion-item.ts'

export const ANIMATION_MS = 250

/**
 * Opens or closes `item`, as its `open` now says, by animating its height between the heading alone and the
 * whole item. The panel shows for the whole of an opening animation and hides at the end of a closing one, so
 * its content is visible while it slides.
 */
export function animateItem(item: AccordionItem, duration: number): Animation | undefined {
  const { element } = item
  if (duration <= 0 || typeof element.animate !== 'function') {
    settleItem(item)
    return undefined
  }
  const startHeight = element.getBoundingClientRect().height
  showPanel(item, true)
  const endHeight = item.open ? element.getBoundingClientRect().height : closedHeight(item)
  element.style.overflow = 'hidden'
  element.style.boxSizing = 'border-box'
  const animation = element.animate([{ height: `${startHeight}px` }, { height: `${endHeight}px` }], {
    duration,
    easing: 'ease-out',
  })
  const settle = () => settleItem(item)
  animation.finished.then(settle, settle)
  return animation
}

/** Leaves `item` at rest as its `open` says: the panel shown or hidden, and none of an animation's inline styles. */
export function settleItem(item: AccordionItem): void {
  item.element.style.removeProperty('overflow')
  item.element.style.removeProperty('box-sizing')
  showPanel(item, item.open)
}

function closedHeight({ element, heading }: AccordionItem): number {
  const style = getComputedStyle(element)
  const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
  return frame.reduce((sum, property) => sum + (parseFloat(style[property]) || 0), outerHeight(heading))
}

function outerHeight(element: Element): number {
  const style = getComputedStyle(element)
  return element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0)
}
