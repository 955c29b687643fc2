const FOCUSABLE =
  'a[href], area[href], button, input:not([type=hidden]), select, textarea, iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable=false]), [tabindex]'

/**
 * The elements Tab can reach inside `root`, in the order it reaches them, following the composed tree: into open
 * shadow roots and through slots to what they show. Hidden, disabled and inert elements are left out.
 */
export function focusableElements(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = []
  const visit = (element: Element) => {
    if (element instanceof HTMLElement && (element.inert || element.hidden)) return
    if (element instanceof HTMLElement && isTabbable(element)) found.push(element)
    const children =
      element.shadowRoot?.children ?? (element instanceof HTMLSlotElement ? element.assignedElements({ flatten: true }) : element.children)
    for (const child of children) visit(child)
  }
  for (const child of root.children) visit(child)
  return found
}

const isTabbable = (element: HTMLElement) =>
  element.matches(FOCUSABLE) && element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0
