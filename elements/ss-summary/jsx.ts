import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { summaryAttributes } from './attributes.ts'
import type { SsSummary } from './element.ts'
import type { SummaryEventMap } from './index.ts'
import type { SummaryConfig } from './schema.ts'

/** `<ss-summary>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-summary': SsElementJsxProps<SsSummary, SummaryConfig, typeof summaryAttributes, SummaryEventMap>
    }
  }
}
