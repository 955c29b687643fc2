import { useLayoutEffect, useRef } from 'react'
import { lightDomPortal } from '../../core/element/light-dom-portal.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { AccordionItem } from './AccordionItem.tsx'
import { headerIndexForKey } from './accordion-state.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'
import { adoptLightDomStyles } from './styles.ts'
import { useAccordion, type Accordion as AccordionState } from './use-accordion.ts'

/**
 * The accordion: its shadow root is one column around a slot, and the items are drawn in the light DOM, where
 * the WAI-ARIA pattern needs them (headings in the page's outline, regions in its tree), each in the place of
 * the `<details>` it was written as; the `<details>` come back when the component unmounts. A server render,
 * and the hydration after it, draw the column only: the page shows the `<details>` until the script runs.
 */
export function Accordion(props: ElementProps<AccordionConfig, AccordionMethods>) {
  const inBrowser = useInBrowser()
  return (
    <div part="base">
      <slot />
      {inBrowser && <AccordionItems {...props} />}
    </div>
  )
}

function AccordionItems({ config, host }: ElementProps<AccordionConfig, AccordionMethods>) {
  const accordion = useAccordion(host.element, config, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail))
  useElementMethods(host, { toggle: (index) => accordion.toggle(index) })
  useItemListeners(host.element, accordion)
  useLayoutEffect(() => adoptLightDomStyles(host.element), [host])
  const { items, open, animating } = accordion.view
  return lightDomPortal(
    items.map((item) => (
      <AccordionItem
        key={item.panelId}
        item={item}
        host={host.element}
        open={open.has(item)}
        animating={animating.has(item)}
        headingLevel={config.headingLevel}
        onSettled={accordion.settled}
      />
    )),
    host.element,
  )
}

/**
 * Clicks, keys and find-in-page on the items, heard on the host itself: React's own listeners would cost a page of
 * accordions a listener per event type on every one of them.
 */
function useItemListeners(host: HTMLElement, accordion: AccordionState): void {
  const latest = useRef(accordion)
  latest.current = accordion
  useLayoutEffect(() => {
    const indexOf = (find: (item: AccordionState['view']['items'][number]) => boolean) => latest.current.view.items.findIndex(find)
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
