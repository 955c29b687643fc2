import DOMPurify from 'dompurify'
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib'
import { libraryPolicy } from '../../core/html/trusted-types.ts'

/**
 * HTML only (no SVG or MathML, whose parsing differences feed mutation XSS), no form controls (a thank-you
 * message has no use for them, and a form inside it would submit to the page or ask for a password), and no
 * styles (a `<style>` element or `style` attribute could restyle the whole page, or be blocked by its CSP).
 * DOMPurify parses through the library's one Trusted Types policy, and signs its result with it.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: true as const,
}

/** The post-submit HTML of 000 §4 as it may reach the page: author HTML from anywhere the block JSON comes from. */
export const sanitizePostSubmitHtml = (html: string): TrustedHTML | string =>
  DOMPurify.sanitize(html, { ...SANITIZE_OPTIONS, TRUSTED_TYPES_POLICY: libraryPolicy() as TrustedTypePolicy })
