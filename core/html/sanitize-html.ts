import DOMPurify from 'dompurify'
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib'
import { libraryPolicy } from './trusted-types.ts'

/**
 * HTML only (no SVG or MathML, whose parsing differences feed mutation XSS), no form controls (author or server
 * HTML shown in a block has no use for them, and a form inside it would submit to the page or ask for a
 * password), and no styles (a `<style>` element or `style` attribute could restyle the whole page, or be blocked
 * by its CSP). DOMPurify parses through the library's one Trusted Types policy.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'],
  FORBID_ATTR: ['style'],
}

const policy = () => libraryPolicy() as TrustedTypePolicy

/** `html` sanitised, as a `TrustedHTML` signed by the library's policy (a string without Trusted Types). */
export const sanitizeHtml = (html: string): TrustedHTML | string =>
  DOMPurify.sanitize(html, { ...SANITIZE_OPTIONS, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy() })

/**
 * `html` sanitised, as nodes to insert: no markup is serialised and parsed again on the way to the page. Markup
 * that parses into no body (a `<frameset>` page) gives an empty fragment, where DOMPurify gives null.
 */
export const sanitizeHtmlToFragment = (html: string): DocumentFragment =>
  (DOMPurify.sanitize(html, { ...SANITIZE_OPTIONS, RETURN_DOM_FRAGMENT: true, TRUSTED_TYPES_POLICY: policy() }) as DocumentFragment | null) ??
  document.createDocumentFragment()
