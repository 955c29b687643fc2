// Layout measurements for the demo's screenshot check. Each exported function runs in the page (pass it to
// `page.evaluate`), so it can use nothing from this module's scope.

/**
 * The page's horizontal overflow: `scrollWidth` against `innerWidth`, and the boxes to blame, outermost first.
 * A box is to blame when its right edge passes the viewport (or its left edge the page's start) and no
 * ancestor clips it: in the flow when the page scrolls sideways, or fixed to the viewport, which never scrolls.
 * @returns {{ scrollWidth: number, innerWidth: number, offenders: string[] }}
 */
export function horizontalOverflow() {
  const viewportWidth = document.documentElement.clientWidth
  const describe = (element) => {
    const host = element.getRootNode() instanceof ShadowRoot ? `${element.getRootNode().host.localName} >>> ` : ''
    const classes = [...element.classList].map((name) => `.${name}`).join('')
    const { left, right } = element.getBoundingClientRect()
    return `${host}${element.localName}${element.id ? `#${element.id}` : ''}${classes} (${Math.round(left)}–${Math.round(right)} px)`
  }
  const clipsSideways = (element) => !['visible', ''].includes(getComputedStyle(element).overflowX)
  const isFixed = (element) => getComputedStyle(element).position === 'fixed'
  const offenders = []
  const pageOverflows = document.documentElement.scrollWidth > window.innerWidth
  /** Walks the flat tree (a shadow host's light children where its slots show them); `clipped` when an ancestor clips sideways. */
  const visit = (element, { clipped, blamed }) => {
    const box = element.getBoundingClientRect()
    const visible = box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'
    const fixed = isFixed(element)
    const outside = visible && (box.right > viewportWidth + 0.5 || box.left < -0.5)
    const toBlame = outside && !blamed && (fixed ? true : pageOverflows && !clipped)
    if (toBlame) offenders.push(describe(element))
    const childState = { clipped: fixed ? false : clipped || clipsSideways(element), blamed: blamed || toBlame }
    const children =
      element.localName === 'slot' && element.assignedNodes().length > 0
        ? element.assignedElements({ flatten: true })
        : [...(element.shadowRoot ?? element).children]
    for (const child of children) visit(child, childState)
  }
  visit(document.body, { clipped: false, blamed: false })
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, offenders }
}

/**
 * Each open cookie-banner popup on the page: its label, its box's height, and its content's height: its
 * children's heights plus its vertical padding, each child measured at its own height (for that moment not
 * grown by the popup's flex layout).
 * @returns {{ label: string, boxHeight: number, contentHeight: number }[]}
 */
export function cookiePopupHeights() {
  return [...document.querySelectorAll('ss-cookie-banner')].flatMap((banner) => {
    const popup = banner.shadowRoot?.querySelector('.banner.popup')
    if (!popup || popup.getBoundingClientRect().height === 0) return []
    const style = getComputedStyle(popup)
    const ownHeight = (child) => {
      const flex = child.style.flex
      child.style.flex = 'none'
      const { height } = child.getBoundingClientRect()
      child.style.flex = flex
      return height
    }
    const boxHeight = popup.getBoundingClientRect().height
    const children = [...popup.children].reduce((sum, child) => sum + ownHeight(child), 0)
    return [{
      label: popup.getAttribute('aria-label') ?? banner.localName,
      boxHeight,
      contentHeight: children + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
    }]
  })
}

/**
 * Installed before the page's own scripts (`context.addInitScript`): sums the page's layout shifts not caused by
 * input, as the cumulative layout shift counts them, and keeps what moved, for `layoutShifts`.
 */
export function recordLayoutShifts() {
  window.__layoutShifts = { total: 0, moved: [] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      window.__layoutShifts.total += entry.value
      for (const { node } of entry.sources) {
        if (node instanceof Element) window.__layoutShifts.moved.push(`${node.localName}${[...node.classList].map((name) => `.${name}`).join('')}`)
      }
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** What `recordLayoutShifts` saw so far: the sum, and the elements that moved, without repeats. */
export function layoutShifts() {
  const { total, moved } = window.__layoutShifts
  return { total, moved: [...new Set(moved)] }
}
