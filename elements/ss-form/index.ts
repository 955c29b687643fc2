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

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm
  }
  interface GlobalEventHandlersEventMap extends FormEventMap {}
}
