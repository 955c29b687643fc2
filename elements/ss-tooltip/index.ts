import { SsTooltip } from './element.ts'

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
