import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { formAttributes } from '../ss-form/attributes.ts'
import type { FormEventMap } from '../ss-form/index.ts'
import type { FormConfig } from '../ss-form/schema.ts'
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
      'ss-newsletter': SsElementJsxProps<SsNewsletter, FormConfig, typeof formAttributes, FormEventMap>
    }
  }
}
