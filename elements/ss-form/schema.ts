import { z } from 'zod/mini'
import type { FormFailure } from '../../core/forms/form-failure.ts'
import { formFieldListSchema } from '../../core/forms/form-fields.ts'
import type { SubmittedForm } from '../../core/forms/serialize-form.ts'

/** The form block JSON, shared by `<ss-form>` and `<ss-newsletter>`. */
export const formBlockSchema = z.object({
  formId: z.string().check(z.minLength(1)),
  collectionId: z._default(z.string(), ''),
  objectName: z._default(z.string(), ''),
  isOverlayForm: z._default(z.boolean(), false),
  submitButtonText: z._default(z.string(), 'Submit'),
  /** Shown in place of the form once it is submitted. */
  submissionText: z._default(z.string(), 'Thank you!'),
  /** HTML shown below the submission text; sanitised with DOMPurify. */
  postSubmitHtml: z._default(z.string(), ''),
  /** An http(s) or relative URL to go to after submitting; anything else is ignored. */
  successRedirect: z._default(z.string(), ''),
  disableValidation: z._default(z.boolean(), false),
  captcha: z._default(z.boolean(), false),
  captchaSiteKey: z._default(z.string(), ''),
  /** A provider registered with `registerCaptchaProvider`; reCAPTCHA v2 by default. */
  captchaProvider: z._default(z.string(), 'recaptcha'),
  fields: z._default(formFieldListSchema, []),
})

export type FormConfig = z.output<typeof formBlockSchema>

export interface FormMethods {
  submit(): void
  reset(): void
}

export interface FormSubmitDetail {
  formId: string
}

export interface FormSuccessDetail {
  formId: string
  /** The submitted values, by field id, each in the shape of its field type (see `serializeForm`). */
  form: SubmittedForm
}

export type FormFailureDetail = FormFailure
