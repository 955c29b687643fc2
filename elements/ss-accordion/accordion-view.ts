import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { AccordionController } from './accordion-controller.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'

/**
 * The accordion's view: a column around its slotted `<details>`, which its controller drives. Everything it does
 * happens in the light DOM, so it is drawn with lit-html rather than React: a page of accordions loads no React.
 */
export function accordionView(host: ElementHost<AccordionMethods>): LitView<AccordionConfig, AccordionMethods> {
  const controller = new AccordionController(host.element, (detail) => host.emit<AccordionToggleDetail>('ss-toggle', detail))
  let started = false
  return {
    render(config) {
      controller.configure(config)
      if (!started) {
        started = true
        controller.start()
      }
      return html`<div part="base"><slot></slot></div>`
    },
    methods: { toggle: (index: number) => controller.toggle(index) },
    disconnect: () => controller.stop(),
  }
}
