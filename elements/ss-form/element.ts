import { createElementClass } from '../../core/element/create-element-class.ts'
import { formAttributes } from './attributes.ts'
import { formPendingProperties, formPendingStyles } from './pending.ts'

/**
 * @tag ss-form
 * @summary A form built from its block JSON: every field type, validation on submit, an optional captcha, and a submission stored once by the site's API.
 *
 * @attr {string} data-block-json - The form block JSON: `formId`, `fields` and the keys of the other attributes.
 *
 * @fires {CustomEvent<{formId: string}>} ss-submit - The entries passed and the submission is being sent.
 * @fires {CustomEvent<{formId: string, form: object}>} ss-success - The submission was stored; `form` holds the values sent.
 * @fires {CustomEvent<{status: number, message: string, errors: object}>} ss-failure - The submission failed or the entries were refused; `errors` maps field ids to messages.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The block JSON is unusable.
 *
 * @slot captcha - Filled by the element with the captcha widget when the form has one.
 *
 * @csspart base - The wrapper of the form or, once submitted, of the success message.
 * @csspart form - The `<form>`.
 * @csspart section - A group of fields headed by a section field.
 * @csspart field - One field: its label, description, error and controls.
 * @csspart label - A field's label.
 * @csspart description - A field's description.
 * @csspart control - Every input, select and textarea.
 * @csspart counter - The 'n / max' counter under a textarea with a character limit.
 * @csspart error - Every error message; also `field-error` or `form-error`.
 * @csspart problem - The 'Your form has encountered a problem' messages above and below the form.
 * @csspart submit - The submit button.
 * @csspart success - The submission text and post-submit HTML shown after submitting.
 *
 * @cssprop [--ss-form-gap=1rem] - Space between fields.
 * @cssprop [--ss-form-control-border=1px solid var(--ss-color-border, #6b6b6b)] - Border of inputs, selects and textareas.
 * @cssprop [--ss-form-control-radius=var(--ss-radius-sm, 4px)] - Corner radius of controls and the button.
 * @cssprop [--ss-form-error-color=var(--ss-color-danger, #b3261e)] - Colour of error messages and invalid outlines.
 * @cssprop [--ss-form-button-background=var(--ss-color-accent, #1f4f99)] - Background of the submit button.
 * @cssprop [--ss-form-button-color=var(--ss-color-on-accent, #fff)] - Text colour of the submit button.
 */
export class SsForm extends createElementClass({
  tag: 'ss-form',
  attributes: formAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: formPendingStyles,
  pendingProperties: formPendingProperties,
}) {
  /** Submits the form as its button would: checks the entries, then sends them. Ignored while submitting. */
  submit(): void {
    this.component.call('submit')
  }

  /** Empties every field, clears errors and the captcha, and shows the form again after a success. */
  reset(): void {
    this.component.call('reset')
  }
}
