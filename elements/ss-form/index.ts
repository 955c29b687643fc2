import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import { SsForm } from './element.ts'
import type { FormFailureDetail, FormSubmitDetail, FormSuccessDetail } from './schema.ts'

SsForm.define()

export { SsForm }
export type { FormFailureDetail, FormSubmitDetail, FormSuccessDetail }

export interface FormEventMap {
  'ss-submit': CustomEvent<FormSubmitDetail>
  'ss-success': CustomEvent<FormSuccessDetail>
  'ss-failure': CustomEvent<FormFailureDetail>
}

export interface FormAttributes {
  'form-id'?: string
  'submit-button-text'?: string
  'success-redirect'?: string
  'disable-validation'?: boolean
  captcha?: boolean
  'captcha-site-key'?: string
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
      'ss-form': SsElementJsxProps<SsForm, FormAttributes, FormEventMap>
    }
  }
}
