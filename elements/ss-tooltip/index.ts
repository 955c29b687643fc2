import { SsTooltip } from './element.ts'
import * as implementation from './implementation.ts'

SsTooltip.provide(implementation)
SsTooltip.define()

export { SsTooltip }

export interface TooltipEventMap {
  'ss-tooltip-show': CustomEvent<undefined>
  'ss-tooltip-hide': CustomEvent<undefined>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-tooltip': SsTooltip
  }
  interface GlobalEventHandlersEventMap extends TooltipEventMap {}
}
