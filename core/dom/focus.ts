/** The focused element, looking into open shadow roots; `null` when nothing but the page itself has focus. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/**
 * Remembers the element focused now. The returned function gives focus back to it if it is still on the page,
 * else to `fallback`.
 */
export function rememberFocus(fallback?: HTMLElement | null): () => void {
  const focused = deepActiveElement()
  return () => {
    const target = focused?.isConnected ? focused : fallback
    target?.focus({ preventScroll: true })
  }
}

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
