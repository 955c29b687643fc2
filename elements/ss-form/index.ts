import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { formAttributes } from './attributes.ts'
import { SsForm } from './element.ts'
import type { FormConfig, FormFailureDetail, FormSubmitDetail, FormSuccessDetail } from './schema.ts'

SsForm.define()

export { SsForm }
export type { FormFailureDetail, FormSubmitDetail, FormSuccessDetail }

export interface FormEventMap {
  'ss-submit': CustomEvent<FormSubmitDetail>
  'ss-success': CustomEvent<FormSuccessDetail>
  'ss-failure': CustomEvent<FormFailureDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm
  }
  interface GlobalEventHandlersEventMap extends FormEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-form': SsElementJsxProps<SsForm, FormConfig, typeof formAttributes, FormEventMap>
    }
  }
}
