import { useEffect, useLayoutEffect, useRef } from 'react'

const REGION = '[part~=viewport], [part~=list]'

/**
 * Keeps keyboard focus in the gallery when the index changes: focus on a slide that has just become inert, or
 * that a windowed design has stopped drawing, goes to the gallery's region instead of being lost to the page.
 */
export function useFocusKept(element: HTMLElement, index: number): void {
  const focused = useRef<Element | null>(null)
  useEffect(() => {
    const root = element.shadowRoot!
    const onFocusIn = () => (focused.current = root.activeElement)
    const onFocusOut = (event: Event) => {
      if (!root.contains((event as FocusEvent).relatedTarget as Node | null)) focused.current = null
    }
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [element])

  useLayoutEffect(() => {
    const root = element.shadowRoot!
    const active = root.activeElement
    const lost = !active && focused.current !== null && !focused.current.isConnected
    if (lost || active?.closest('[inert]')) root.querySelector<HTMLElement>(REGION)?.focus()
  }, [element, index])
}
