import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * When the index changes while keyboard focus is on one of the items, focus moves to the current item's
 * control, so that the arrow keys walk through a grid as through a list; also when the focused item is one a
 * windowed design has just stopped drawing.
 */
export function useFocusFollowsIndex(container: RefObject<HTMLElement | null>, index: number): void {
  const focusedIndex = useRef(index)
  // Read while rendering, before the commit that may remove the focused item.
  const root = container.current
  const focusWasInside = root ? root.contains((root.getRootNode() as ShadowRoot).activeElement) : false
  useLayoutEffect(() => {
    const root = container.current
    if (!root || focusedIndex.current === index) return
    focusedIndex.current = index
    const active = (root.getRootNode() as ShadowRoot).activeElement
    if (!focusWasInside && !(active && root.contains(active))) return
    root.querySelector<HTMLElement>(`[data-index="${index}"] .activator`)?.focus()
  }, [container, index]) // only a change of index moves focus
}
