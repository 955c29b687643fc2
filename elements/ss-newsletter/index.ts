import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { FormAttributes, FormEventMap } from '../ss-form/index.ts'
import { SsNewsletter } from './element.ts'

SsNewsletter.define()

export { SsNewsletter }

declare global {
  interface HTMLElementTagNameMap {
    'ss-newsletter': SsNewsletter
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-newsletter': SsElementJsxProps<SsNewsletter, FormAttributes, FormEventMap>
    }
  }
}
