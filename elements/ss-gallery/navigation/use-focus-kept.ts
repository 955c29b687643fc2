import { useLayoutEffect } from 'react'

const REGION = '[part~=viewport], [part~=list]'

/**
 * Keeps keyboard focus in the gallery when the index changes: focus on a slide that has just become inert, or
 * that a windowed design has stopped drawing, goes to the gallery's region instead of being lost to the page.
 */
export function useFocusKept(element: HTMLElement, index: number): void {
  // Read while rendering, before the commit that may remove the focused slide (browsers differ on whether a
  // removed element fires focusout).
  const focusWasInside = element.shadowRoot?.activeElement != null
  useLayoutEffect(() => {
    const root = element.shadowRoot!
    const active = root.activeElement
    if ((focusWasInside && !active) || active?.closest('[inert]')) root.querySelector<HTMLElement>(REGION)?.focus()
  }, [element, index]) // only a change of index moves focus
}
