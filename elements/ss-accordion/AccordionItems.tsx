import { useLayoutEffect } from 'react'
import { lightDomPortal } from '../../core/element/light-dom-portal.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { itemRefs, type AccordionItemSource } from './accordion-item.ts'
import { ANIMATING_STYLE } from './animate-item.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'
import { adoptLightDomStyles } from './styles.ts'
import { useAccordion } from './use-accordion.ts'
import { useItemListeners } from './use-item-listeners.ts'
import { usePanelsShown } from './use-panels-shown.ts'

/**
 * The items, drawn by React in the light DOM through a portal, each in the place of the `<details>` it was
 * written as (`itemRefs`): a heading (the level asked for, or the author's own) holding a button, and a region
 * holding the rest of the `<details>`. Items are plain elements, not components: a page of 200 accordions
 * draws 600 of them in one commit.
 */
export function AccordionItems({ config, host }: ElementProps<AccordionConfig, AccordionMethods>) {
  const accordion = useAccordion(host.element, config, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail))
  useElementMethods(host, { toggle: (index) => accordion.toggle(index) })
  useItemListeners(host.element, accordion)
  usePanelsShown(accordion)
  useLayoutEffect(() => adoptLightDomStyles(host.element), [host])
  const { items, open, animating } = accordion.view
  const drawItem = (item: AccordionItemSource) => {
    const refs = (item.refs ??= itemRefs(item, host.element))
    const isOpen = open.has(item)
    const button = <button ref={refs.button} type="button" id={item.buttonId} aria-controls={item.panelId} aria-expanded={isOpen} />
    const Heading = `h${config.headingLevel}` as 'h2'
    return (
      <div key={item.panelId} ref={refs.element} data-state={isOpen ? 'open' : 'closed'} style={animating.has(item) ? ANIMATING_STYLE : undefined}>
        {item.authorHeading ? lightDomPortal(button, item.authorHeading) : <Heading>{button}</Heading>}
        <div ref={refs.panel} id={item.panelId} role="region" aria-labelledby={item.buttonId} />
      </div>
    )
  }
  return lightDomPortal(items.map(drawItem), host.element)
}
