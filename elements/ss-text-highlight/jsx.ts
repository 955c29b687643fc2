import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { textHighlightAttributes } from './attributes.ts'
import type { SsTextHighlight } from './element.ts'
import type { TextHighlightEventMap } from './index.ts'
import type { TextHighlightConfig } from './schema.ts'

/** `<ss-text-highlight>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-text-highlight': SsElementJsxProps<SsTextHighlight, TextHighlightConfig, typeof textHighlightAttributes, TextHighlightEventMap>
    }
  }
}
