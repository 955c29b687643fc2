import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { formAttributes } from './attributes.ts'
import type { SsForm } from './element.ts'
import type { FormEventMap } from './index.ts'
import type { FormConfig } from './schema.ts'

/** `<ss-form>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-form': SsElementJsxProps<SsForm, FormConfig, typeof formAttributes, FormEventMap>
    }
  }
}
