import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { scaledTextAttributes } from './attributes.ts'
import { SsScaledText } from './element.ts'
import type { ScaledTextActivateDetail, ScaledTextConfig } from './schema.ts'

SsScaledText.define()

export { SsScaledText }
export type { ScaledTextActivateDetail }

export interface ScaledTextEventMap {
  'ss-scaled-text-activate': CustomEvent<ScaledTextActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-scaled-text': SsScaledText
  }
  interface GlobalEventHandlersEventMap extends ScaledTextEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-scaled-text': SsElementJsxProps<SsScaledText, ScaledTextConfig, typeof scaledTextAttributes, ScaledTextEventMap>
    }
  }
}
