import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { scaledTextAttributes } from './attributes.ts'
import { SsScaledText } from './element.ts'
import type { ScaledTextConfig } from './schema.ts'

SsScaledText.define()

export { SsScaledText }

declare global {
  interface HTMLElementTagNameMap {
    'ss-scaled-text': SsScaledText
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-scaled-text': SsElementJsxProps<SsScaledText, ScaledTextConfig, typeof scaledTextAttributes, Record<never, CustomEvent>>
    }
  }
}
