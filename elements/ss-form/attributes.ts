import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { FormConfig } from './schema.ts'

/**
 * The form's plain attributes (every top-level key but `fields`), shared by `<ss-newsletter>`: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const formAttributes = {
  /** The id of the form on the server; required. */
  formId: 'string',
  /** The submit button's text, also sent with the submission. */
  submitButtonText: 'string',
  /** The collection the form's page belongs to, sent with the submission. */
  collectionId: 'string',
  /** The page or block the form sits on, sent with the submission. */
  objectName: 'string',
  /** The form is inside a popup, sent with the submission. */
  isOverlayForm: 'boolean',
  /** Shown in place of the form after a success. */
  submissionText: 'string',
  /** HTML shown under the submission text, sanitised with DOMPurify. */
  postSubmitHtml: 'string',
  /** After a success, go there instead: an http(s) or relative URL; anything else (`javascript:`, `data:`) is ignored with a console warning. */
  successRedirect: 'string',
  /** Sends the entries without checking them first (the server still checks). */
  disableValidation: 'boolean',
  /** The visitor completes a captcha before submitting. */
  captcha: 'boolean',
  /** The captcha provider's site key; without one no captcha renders and the server decides. */
  captchaSiteKey: 'string',
  /** A provider registered with `registerCaptchaProvider()`; reCAPTCHA v2 is built in. */
  captchaProvider: 'string',
} as const satisfies AttributeTypes<FormConfig>
