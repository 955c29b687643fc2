import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { tooltipAttributes } from './attributes.ts'
import type { SsTooltip } from './element.ts'
import type { TooltipEventMap } from './index.ts'
import type { TooltipConfig } from './schema.ts'

/** `<ss-tooltip>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-tooltip': SsElementJsxProps<SsTooltip, TooltipConfig, typeof tooltipAttributes, TooltipEventMap>
    }
  }
}
