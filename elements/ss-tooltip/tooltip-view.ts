import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { TooltipController } from './tooltip-controller.ts'
import type { TooltipConfig, TooltipMethods } from './schema.ts'

/**
 * The tooltip's view: the wrapped element through the default slot, and a popover panel that shows the
 * light-DOM tooltip text. Drawn with lit-html: the behaviour is a few listeners, and a page of tooltips
 * should not load React.
 */
export function tooltipView(host: ElementHost<TooltipMethods>): LitView<TooltipConfig, TooltipMethods> {
  const element = host.element
  const controller = new TooltipController(
    element,
    () => element.shadowRoot!.querySelector<HTMLElement>('[part~=tooltip]'),
    (shown) => host.emit(shown ? 'ss-tooltip-show' : 'ss-tooltip-hide'),
  )
  let started = false
  return {
    render(config) {
      if (!started) {
        started = true
        controller.hostConnected()
      }
      controller.configure(config.content)
      return html`<slot></slot><div part="tooltip" popover="manual"><slot name="tooltip"></slot></div>`
    },
    methods: { show: () => controller.show(), hide: () => controller.hide() },
    hostDisconnected: () => controller.hostDisconnected(),
  }
}
