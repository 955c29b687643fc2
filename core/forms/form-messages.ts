/** The texts a form shows, in their fixed wording. */
export const formMessages = {
  characterLimit: 'You have exceeded the character limit.',
  invalidEmail: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  sendFailed: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  saveThrew: 'Error processing form submission. Please reload and try again.',
  noKey: 'Could not get a form submission key, please try again later.',
  fieldsUnparseable: 'Could not parse the form fields, please check your entries.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  submitting: 'Submitting\u2026',
} as const

/** The required-field message, in our own wording: it names the field. */
export function requiredMessage(label: string): string {
  return `${label || 'This field'} is required.`
}

/** The message for a value outside a field's choices. */
export function notAnOptionMessage(value: string): string {
  return `${value} is not one of the expected options`
}
