import { useLayoutEffect } from 'react'
import { lightDomPortal } from '../../core/element/light-dom-portal.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { drawItem } from './draw-item.tsx'
import { lightDomItemRefs, readLightDomItems, type LightDomItem } from './light-dom-items.ts'
import type { AccordionConfig, AccordionMethods } from './schema.ts'
import { useAccordionItems } from './use-accordion-items.ts'

/**
 * The items of the page's `<details>`, drawn by React in the light DOM through a portal, each in the place of the
 * `<details>` it was written as (`lightDomItemRefs`), which comes back when the item goes; read again as the
 * light DOM changes.
 */
export function LightDomItems({ config, host }: ElementProps<AccordionConfig, AccordionMethods>) {
  const read = (known: readonly LightDomItem[]) => readLightDomItems(host.element, known)
  const accordion = useAccordionItems(host, config, read)
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => accordion.readItems())
    observer.observe(host.element, { childList: true })
    return () => observer.disconnect()
  }, [host])
  const { view } = accordion
  const Heading = `h${config.headingLevel}` as 'h2'
  const draw = (item: LightDomItem) =>
    drawItem(item, view, (item.refs ??= lightDomItemRefs(item, host.element)), {
      heading: (button) => (item.authorHeading ? lightDomPortal(button, item.authorHeading) : <Heading>{button}</Heading>),
    })
  return lightDomPortal(view.items.map(draw), host.element)
}
