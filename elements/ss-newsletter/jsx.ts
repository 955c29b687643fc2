import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { formAttributes } from '../ss-form/attributes.ts'
import type { FormEventMap } from '../ss-form/index.ts'
import type { FormConfig } from '../ss-form/schema.ts'
import type { SsNewsletter } from './element.ts'

/** `<ss-newsletter>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-newsletter': SsElementJsxProps<SsNewsletter, FormConfig, typeof formAttributes, FormEventMap>
    }
  }
}
