import { useLayoutEffect } from 'react'
import { useController } from '../../core/element/controller.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { AccordionController } from './accordion-controller.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'

/**
 * The accordion: its shadow root is one column around a slot, and the items are the light DOM, where the
 * WAI-ARIA pattern needs them (headings in the page's outline, regions in its tree). Its controller upgrades
 * each `<details>` in place, moving the author's nodes, and puts them back when the component unmounts.
 */
export function Accordion({ config, host }: ElementProps<AccordionConfig, AccordionMethods>) {
  const controller = useController(
    () => new AccordionController(host.element, config, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail)),
  )
  useLayoutEffect(() => controller.configure(config), [controller, config])
  useElementMethods(host, { toggle: (index) => controller.toggle(index) })
  return (
    <div part="base">
      <slot />
    </div>
  )
}
