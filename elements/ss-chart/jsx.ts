import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { chartAttributes } from './attributes.ts'
import type { SsChart } from './element.ts'
import type { ChartEventMap } from './index.ts'
import type { ChartConfig } from './schema.ts'

/** `<ss-chart>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-chart': SsElementJsxProps<SsChart, ChartConfig, typeof chartAttributes, ChartEventMap>
    }
  }
}
