import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { FormConfig } from './schema.ts'

/**
 * The form's plain attributes (every top-level key but `fields`), shared by `<ss-newsletter>`: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const formAttributes = {
  /** The id of the form on the server. */
  formId: 'string',
  /** The submit button's text (default `Submit`). */
  submitButtonText: 'string',
  /** The collection the form's page belongs to, sent with the submission (000 §7). */
  collectionId: 'string',
  /** The page or block the form sits on, sent with the submission (000 §7). */
  objectName: 'string',
  /** The form is inside a popup, sent with the submission (000 §7). */
  isOverlayForm: 'boolean',
  /** Shown in place of the form once it is sent (default `Thank you!`). */
  submissionText: 'string',
  /** HTML shown under the submission text, sanitised with DOMPurify. */
  postSubmitHtml: 'string',
  /** An http(s) or relative URL to go to after submitting. */
  successRedirect: 'string',
  /** Sends the entries without checking them first. */
  disableValidation: 'boolean',
  /** Asks the visitor to complete a captcha before submitting. */
  captcha: 'boolean',
  /** The captcha provider's site key. */
  captchaSiteKey: 'string',
  /** A provider registered with `registerCaptchaProvider` (default `recaptcha`). */
  captchaProvider: 'string',
} as const satisfies AttributeTypes<FormConfig>
