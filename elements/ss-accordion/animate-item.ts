export const ANIMATION_MS = 250

/**
 * Animates the height of `element`, an item just drawn open or still drawn with its panel while it closes,
 * between its heading alone and the whole item.
 */
export function animateItem(element: HTMLElement, heading: Element, opening: boolean, duration: number): Animation {
  const wholeHeight = `${element.getBoundingClientRect().height}px`
  const headingHeight = `${closedHeight(element, heading)}px`
  const [from, to] = opening ? [headingHeight, wholeHeight] : [wholeHeight, headingHeight]
  return element.animate([{ height: from }, { height: to }], { duration, easing: 'ease-out' })
}

/** While an item animates, its content is cut to the animated height. */
export const ANIMATING_STYLE = { overflow: 'hidden', boxSizing: 'border-box' } as const

function closedHeight(element: Element, heading: Element): number {
  const style = getComputedStyle(element)
  const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
  return frame.reduce((sum, property) => sum + (parseFloat(style[property]) || 0), outerHeight(heading))
}

function outerHeight(element: Element): number {
  const style = getComputedStyle(element)
  return element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0)
}
