import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * When the index changes while keyboard focus is on one of the items, focus moves to the current item's
 * control, so that the arrow keys walk through a grid as through a list.
 */
export function useFocusFollowsIndex(container: RefObject<HTMLElement | null>, index: number): void {
  const focusedIndex = useRef(index)
  useLayoutEffect(() => {
    const root = container.current
    if (!root || focusedIndex.current === index) return
    focusedIndex.current = index
    const active = (root.getRootNode() as ShadowRoot).activeElement
    if (!active || !root.contains(active)) return
    root.querySelector<HTMLElement>(`[data-index="${index}"] .activator`)?.focus()
  }, [container, index])
}
