import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { scaledTextAttributes } from './attributes.ts'
import type { SsScaledText } from './element.ts'
import type { ScaledTextConfig } from './schema.ts'

/** `<ss-scaled-text>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-scaled-text': SsElementJsxProps<SsScaledText, ScaledTextConfig, typeof scaledTextAttributes, Record<never, CustomEvent>>
    }
  }
}
