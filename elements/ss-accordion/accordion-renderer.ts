import type { ElementHost } from '../../core/element/element-host.ts'
import type { ElementRenderer } from '../../core/element/implementation.ts'
import { AccordionController } from './accordion-controller.ts'
import type { AccordionConfig, AccordionMethods, AccordionToggleDetail } from './schema.ts'
import { adoptLightDomStyles } from './styles.ts'

/**
 * Draws an accordion with plain DOM: its shadow root is one column around a slot, and the rest happens in the
 * light DOM, which its controller upgrades. So a page of accordions loads neither React nor lit-html. With bad
 * configuration the shadow root shows a bare slot and the items stay, or go back to, plain `<details>`.
 */
export function accordionRenderer(element: HTMLElement, host: ElementHost<AccordionMethods>): ElementRenderer<AccordionConfig> {
  const root = element.shadowRoot!
  let mounted = false
  let controller: AccordionController | undefined
  let unregisterMethods = () => {}

  const stop = () => {
    unregisterMethods()
    controller?.stop()
    controller = undefined
  }

  return {
    get mounted() {
      return mounted
    },
    render(state) {
      mounted = true
      if (!state.ok) {
        stop()
        root.replaceChildren(document.createElement('slot'))
      } else if (controller) {
        controller.configure(state.config)
      } else {
        const started = new AccordionController(element, state.config, (detail) =>
          host.emit<AccordionToggleDetail>('ss-toggle', detail),
        )
        root.replaceChildren(column())
        adoptLightDomStyles(element)
        started.start()
        controller = started
        unregisterMethods = host.registerMethods({ toggle: (index) => started.toggle(index) })
      }
    },
    unmount() {
      mounted = false
      stop()
      root.replaceChildren()
    },
  }
}

function column(): HTMLElement {
  const base = document.createElement('div')
  base.setAttribute('part', 'base')
  base.append(document.createElement('slot'))
  return base
}
