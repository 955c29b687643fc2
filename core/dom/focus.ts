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
