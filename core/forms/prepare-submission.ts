import { entriesFailure, type FormFailure } from './form-failure.ts'
import type { FormField } from './form-fields.ts'
import { formMessages } from './form-messages.ts'
import type { FormValues } from './form-values.ts'
import { serializeForm, type SubmittedForm } from './serialize-form.ts'
import { checkSubmittedForm } from './submission-schema.ts'

export interface PrepareOptions {
  /** The page address's query, for hidden fields. */
  query: URLSearchParams
  /** Runs the field rules; false when the block disables validation. */
  validate: boolean
  /** Whether a captcha is bound to the form and not completed. */
  captchaIncomplete: boolean
}

export type Prepared = { ok: true; form: SubmittedForm } | { ok: false; failure: FormFailure }

/**
 * What the element checks before it sends anything: entries that cannot be parsed, then (unless validation is
 * disabled) the field rules, then the captcha.
 */
export function prepareSubmission(fields: readonly FormField[], values: FormValues, options: PrepareOptions): Prepared {
  const serialized = serializeForm(fields, values, options.query)
  if (!serialized.ok) return { ok: false, failure: entriesFailure(formMessages.fieldsUnparseable, serialized.errors) }
  if (options.validate) {
    const checked = checkSubmittedForm(fields, serialized.form)
    if (!checked.ok) return { ok: false, failure: entriesFailure(formMessages.fieldsInvalid, checked.errors) }
  }
  if (options.captchaIncomplete) return { ok: false, failure: entriesFailure(formMessages.captchaIncomplete) }
  return { ok: true, form: serialized.form }
}
