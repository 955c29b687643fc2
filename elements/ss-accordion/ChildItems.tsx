import { createElement, useLayoutEffect } from 'react'
import { createPortal } from 'react-dom'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import type { AccordionItem, ItemRefs } from './accordion-item.ts'
import { accordionChildren, readChildItems } from './child-items.ts'
import { drawItem } from './draw-item.tsx'
import type { AccordionConfig, AccordionMethods } from './schema.ts'
import { useAccordionItems } from './use-accordion-items.ts'

/**
 * The items of a React app's children (`ss-elements/react`): each `<details>` drawn by React as an item in the
 * light DOM, its summary's content in the button and the rest in the region, keyed as the app keys them, so
 * that the app adds, removes and changes items as it would any element. Other children are drawn as they are.
 * An item's `open` is read when it first appears, as a page's `<details>`' is.
 */
export function ChildItems({ config, host, children }: ElementProps<AccordionConfig, AccordionMethods>) {
  const parts = accordionChildren(children)
  const accordion = useAccordionItems(host, config, (known) => readChildItems(parts, known))
  useLayoutEffect(() => accordion.readItems(true), [children])
  const { view } = accordion
  const itemsByKey = new Map(view.items.map((item) => [item.key, item]))
  const Heading = `h${config.headingLevel}` as 'h2'
  const drawn = parts.map(({ key, node, item: markup }) => {
    if (!markup) return node
    // An item is drawn from the render after it first appears, when the accordion knows it.
    const item = itemsByKey.get(key)
    if (!item) return null
    const { heading } = markup
    return drawItem(item, view, (item.refs ??= childItemRefs(item)), {
      attributes: markup.attributes,
      heading: (button) => (heading ? createElement(heading.type, { ...heading.props, children: button }) : <Heading>{button}</Heading>),
      title: markup.title,
      body: markup.body,
    })
  })
  return createPortal(drawn, host.element)
}

/** Refs that keep the item's parts; a new heading level draws a new button, which takes the old one's focus. */
function childItemRefs(item: AccordionItem): ItemRefs {
  let buttonHadFocus = false
  return {
    element(element) {
      if (element) item.element = element
      return undefined
    },
    button(button) {
      if (!button) return undefined
      item.button = button
      if (buttonHadFocus) button.focus()
      return () => {
        buttonHadFocus = document.activeElement === button
      }
    },
    panel(panel) {
      if (panel) item.panel = panel
    },
  }
}
