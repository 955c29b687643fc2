import { useLayoutEffect, useRef } from 'react'
import type { AccordionItem } from './accordion-item.ts'
import { headerIndexForKey } from './accordion-state.ts'
import type { Accordion } from './use-accordion.ts'

/**
 * Clicks, keys and find-in-page on the items, heard on the host itself: React's own listeners would cost a page of
 * accordions a listener per event type on every one of them.
 */
export function useItemListeners(host: HTMLElement, accordion: Accordion): void {
  const latest = useRef(accordion)
  latest.current = accordion
  useLayoutEffect(() => {
    const indexOf = (find: (item: AccordionItem) => boolean) => latest.current.view.items.findIndex(find)
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      const index = indexOf((item) => item.button === button)
      if (index >= 0) latest.current.toggle(index)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { items } = latest.current.view
      const index = indexOf((item) => item.button === event.target)
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
      const next = headerIndexForKey(event.key, index, items.length)
      if (next === undefined) return
      event.preventDefault()
      items[next]?.button?.focus()
    }
    // `beforematch` is fired at the hidden panel that find-in-page is about to reveal.
    const onBeforeMatch = (event: Event) => {
      const index = indexOf((item) => item.panel === event.target)
      if (index >= 0) latest.current.reveal(index)
    }
    host.addEventListener('click', onClick)
    host.addEventListener('keydown', onKeyDown)
    host.addEventListener('beforematch', onBeforeMatch, true)
    return () => {
      host.removeEventListener('click', onClick)
      host.removeEventListener('keydown', onKeyDown)
      host.removeEventListener('beforematch', onBeforeMatch, true)
    }
  }, [host])
}
