import DOMPurify from 'dompurify'

/**
 * HTML only (no SVG or MathML, whose parsing differences feed mutation XSS) and no form controls: a thank-you
 * message has no use for them, and a form inside it would submit to the page or ask for a password.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea'],
}

/** The post-submit HTML of 000 §4 as it may reach the page: author HTML from anywhere the block JSON comes from. */
export const sanitizePostSubmitHtml = (html: string): string => DOMPurify.sanitize(html, SANITIZE_OPTIONS)
