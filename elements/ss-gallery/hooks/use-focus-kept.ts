import { useLayoutEffect } from 'react'

const REGION = '[part~=viewport], [part~=list]'

/**
 * Keeps keyboard focus in the gallery when the index changes: focus on a slide that has just become inert, or
 * that a windowed design has stopped drawing, goes to the current slide's control (a button or link), else to
 * the gallery's region, instead of being lost to the page.
 */
export function useFocusKept(element: HTMLElement, index: number): void {
  // Read while rendering, before the commit that may remove the focused slide (browsers differ on whether a
  // removed element fires focusout).
  const focusWasInside = element.shadowRoot?.activeElement != null
  useLayoutEffect(() => {
    const root = element.shadowRoot!
    const active = root.activeElement
    const lost = focusWasInside && !active
    if (!lost && !active?.closest('[inert]')) return
    const control = root.querySelector<HTMLElement>(`[data-index="${index}"]:not([inert]) :is(button, a[href]).activator`)
    ;(control ?? root.querySelector<HTMLElement>(REGION))?.focus()
  }, [element, index]) // only a change of index moves focus
}
