import { createElementClass } from '../../core/element/create-element-class.ts'
import { formAttributes } from '../ss-form/attributes.ts'
import { formPendingProperties } from '../ss-form/pending.ts'
import { newsletterPendingStyles } from './pending.ts'

/**
 * @tag ss-newsletter
 * @summary A newsletter sign-up: `<ss-form>` with newsletter rules, whose submissions the server keeps as subscribers, one per email.
 *
 * @attr {string} data-block-json - The form block JSON, as for `<ss-form>`: `formId`, `fields` (an email field at least) and the keys of the other attributes.
 *
 * @fires {CustomEvent<{formId: string}>} ss-submit - The entries passed and the sign-up is being sent.
 * @fires {CustomEvent<{formId: string, form: object}>} ss-success - The sign-up was stored; `form` holds the values sent.
 * @fires {CustomEvent<{status: number, message: string, errors: object}>} ss-failure - The sign-up failed or the entries were refused.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The block JSON is unusable.
 *
 * @slot captcha - Filled by the element with the captcha widget when the form has one.
 *
 * @csspart base - The wrapper of the form or, once submitted, of the success message.
 * @csspart form - The `<form>`.
 * @csspart field - One field: its label, description, error and controls.
 * @csspart label - A field's label.
 * @csspart description - A field's description.
 * @csspart control - Every input, select and textarea.
 * @csspart error - Every error message; also `field-error` or `form-error`.
 * @csspart submit - The submit button.
 * @csspart success - The submission text and post-submit HTML shown after signing up.
 *
 * @cssprop [--ss-form-gap=1rem] - Space between fields.
 * @cssprop [--ss-form-control-border=1px solid var(--ss-color-border, #6b6b6b)] - Border of inputs.
 * @cssprop [--ss-form-control-radius=var(--ss-radius-sm, 4px)] - Corner radius of inputs and the button.
 * @cssprop [--ss-form-error-color=var(--ss-color-danger, #b3261e)] - Colour of error messages and invalid outlines.
 * @cssprop [--ss-form-button-background=var(--ss-color-accent, #1f4f99)] - Background of the submit button.
 * @cssprop [--ss-form-button-color=var(--ss-color-on-accent, #fff)] - Text colour of the submit button.
 */
export class SsNewsletter extends createElementClass({
  tag: 'ss-newsletter',
  attributes: formAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: newsletterPendingStyles,
  pendingProperties: formPendingProperties,
}) {
  /** Submits the sign-up as its button would. Ignored while submitting. */
  submit(): void {
    this.component.call('submit')
  }

  /** Empties the fields, clears errors and the captcha, and shows the form again after a success. */
  reset(): void {
    this.component.call('reset')
  }
}
