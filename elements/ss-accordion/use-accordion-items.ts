import { useLayoutEffect } from 'react'
import type { ElementHost } from '../../core/element/element-host.ts'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { AccordionItem } from './accordion-item.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'
import { adoptLightDomStyles } from './styles.ts'
import { useAccordion, type Accordion } from './use-accordion.ts'
import { useItemListeners } from './use-item-listeners.ts'
import { usePanelsShown } from './use-panels-shown.ts'

/**
 * The accordion of the items `read` finds, with all it does however they were written: `ss-toggle`, `toggle()`,
 * clicks, keys and find-in-page, panels shown and animated, and the items' default styles in the page.
 */
export function useAccordionItems<Item extends AccordionItem>(
  host: ElementHost<AccordionMethods>,
  config: AccordionConfig,
  read: (known: readonly Item[]) => readonly Item[],
): Accordion<Item> {
  const accordion = useAccordion(config, read, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail))
  useElementMethods(host, { toggle: (index) => accordion.toggle(index) })
  useItemListeners(host.element, accordion)
  usePanelsShown(accordion)
  useLayoutEffect(() => adoptLightDomStyles(host.element), [host])
  return accordion
}
