import { useLayoutEffect, useState } from 'react'
import type { ElementProps } from '../../core/element/index.ts'
import { useElementMethods } from '../../core/element/index.ts'
import { AccordionController } from './accordion-controller.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'

export function Accordion({ config, host }: ElementProps<AccordionConfig, AccordionMethods>) {
  const [controller] = useState(
    () => new AccordionController(host.element, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail)),
  )
  useLayoutEffect(() => controller.configure(config), [controller, config])
  useLayoutEffect(() => {
    controller.start()
    return () => controller.stop()
  }, [controller])
  useElementMethods(host, { toggle: (index: number) => controller.toggle(index) })

  return (
    <div part="base">
      <slot />
    </div>
  )
}
