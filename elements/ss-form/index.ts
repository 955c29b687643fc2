import { SsForm } from './element.ts'
import * as implementation from './implementation.ts'
import type { FormFailureDetail, FormSubmitDetail, FormSuccessDetail } from './schema.ts'

SsForm.provide(implementation)
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
