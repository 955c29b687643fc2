import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { tooltipAttributes } from './attributes.ts'
import { SsTooltip } from './element.ts'
import type { TooltipConfig } from './schema.ts'

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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-tooltip': SsElementJsxProps<SsTooltip, TooltipConfig, typeof tooltipAttributes, TooltipEventMap>
    }
  }
}
